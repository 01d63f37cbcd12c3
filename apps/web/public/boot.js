// Starts the app of a page whose first screen came rendered in the HTML (the API's page shell, issue 14):
// once that screen has been painted, the app's modules (listed in #app-modules, the entry first) are
// fetched and run, and the app attaches to the screen. The first paint thus waits for the HTML alone,
// never for scripts sharing its bandwidth. A classic script, so it runs without module support too
// (where it then does nothing the browser cannot do).
(function () {
  var list = document.getElementById('app-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent || '[]');
  function start() {
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules[0];
    document.head.appendChild(script);
  }
  // The frame callback runs just before the next paint; the task it queues, just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
