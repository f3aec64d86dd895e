// Runs synchronously in <head>: picks the stored or system theme and the stored language before first paint.
(() => {
  const root = document.documentElement;
  try {
    const stored = localStorage.getItem('theme');
    const theme =
      stored === 'dark' || stored === 'light'
        ? stored
        : window.matchMedia?.('(prefers-color-scheme: light)').matches
          ? 'light'
          : 'dark';
    root.setAttribute('data-theme', theme);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'light' ? '#f4f6fb' : '#0b1020');
    root.lang = /^(cn|zh)/i.test(localStorage.getItem('lang') || '') ? 'zh-CN' : 'en';
  } catch {
    root.setAttribute('data-theme', 'dark');
  }
})();
