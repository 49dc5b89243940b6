/** The supplier tag of GA4 ecommerce events (spec's known tags). */
export const GA4_TAG = 'enable-google-analytics-ga4-version-tag-events';
