/**
 * A browser's User-Agent as a short pt-BR label for the session list ("Chrome no Windows",
 * "Safari no iPhone"). Only the common families; anything else is "Navegador desconhecido".
 */
export const UNKNOWN_DEVICE = 'Dispositivo desconhecido';

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua || !ua.trim()) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador desconhecido no ${system}`;
  return 'Navegador desconhecido';
}
