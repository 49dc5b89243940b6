/**
 * The demo art the API serves (README.md here): SVG pictures of products, banners and logos.
 * The API's image routes import only this.
 */
export { bannerSvg, logoSvg, productSvg } from './svg';
