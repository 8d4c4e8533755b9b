/**
 * Starts the app on a page the server rendered (decision 0036), once the page's lead pictures
 * have arrived: they are what a reader on a phone waits for and the page is judged by, so the
 * app's modules do not share the network with them. The server puts this script where the
 * entry's module script was, with the entry's address in `data-entry`; the build ships it
 * minified as `/boot.js`, outside the module graph.
 *
 * A page without lead pictures starts at once, a hidden tab without waiting for a frame it will
 * not paint, and a picture that never arrives holds the app back three seconds at most (a
 * module runs once, however often it is added).
 */
(() => {
  const entry = (document.currentScript as HTMLScriptElement).dataset.entry ?? '';
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const pictures = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="image"][href]',
  );
  const arrivals = [...pictures].map(
    (link) =>
      new Promise((arrived) => {
        const picture = new Image();
        picture.onload = arrived;
        picture.onerror = arrived;
        picture.src = link.href;
      }),
  );
  const timeout = setTimeout(start, 3000);
  void Promise.all(arrivals).then(() => {
    clearTimeout(timeout);
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
    else start();
  });
})();
