/**
 * One Content-Security-Policy for the desktop window and browser mode: only our own scripts, no
 * eval, no plugins, no framing, no outside connections. Styles allow inline attributes because
 * Solid sets `style` on elements (no inline <style> text is ever built from user data).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
