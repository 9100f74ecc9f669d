// Host page script of the demo CMS (not part of the widgets). It only does what a real CMS
// header would: the mobile search button publishes `show search` on the page's event bus,
// and the widgets' listener opens the box marked data-sf-search-box. Without widgets on the
// page (no bus), the host opens the box itself.
(function () {
  'use strict';
  function bus() {
    var sw = window.StorefrontWidgets;
    return sw && sw.bus && typeof sw.bus.emit === 'function' ? sw.bus : null;
  }
  function wire(button) {
    var target = document.getElementById(button.getAttribute('aria-controls') || '');
    button.addEventListener('click', function () {
      var open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? 'Hide search' : 'Show search';
      var b = bus();
      if (b) {
        b.emit('show search', { open: open });
      } else if (target) {
        target.classList.toggle('is-open', open);
        if (open) {
          var input = target.querySelector('input');
          if (input) input.focus();
        }
      }
    });
  }
  function start() {
    var buttons = document.querySelectorAll('[data-host-search-toggle]');
    for (var i = 0; i < buttons.length; i++) wire(buttons[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
