// Host page script of the demo CMS (not part of the widgets). It only does what a real CMS
// header would: the mobile search button publishes `show search` on the page's event bus,
// and the widgets' listener opens the box marked data-sf-search-box. Without widgets on the
// page (no bus), the host opens the box itself. It also remembers the ship-to chosen in the
// customer switcher (`customer change`) for the next page load, has the header's forms come
// back to the address as it is when they are sent, and keeps a punchout session's key on every
// link of a page opened from a procurement system.
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
  // The service has no ship-to call: the demo keeps the ship-to chosen in the customer
  // switcher in a cookie, so the next page is rendered with it (a real CMS would store it in
  // its session). The customer itself is stored by the service (Customer/CompanyUsers).
  function rememberShipTo() {
    var b = bus();
    if (!b || typeof b.on !== 'function') return false;
    b.on('customer change', 'demo-host-ship-to', function (change) {
      var context = document.getElementById('sf-context');
      var user = 0;
      try {
        user = JSON.parse((context && context.textContent) || '{}').companyUserId || 0;
      } catch (e) {
        return;
      }
      var value = user + ':' + change.customer.customerNumber + ':' + (change.shipTo || '');
      document.cookie = 'sf_demo_ship_to=' + encodeURIComponent(value) + '; Path=/; SameSite=Lax';
    });
    return true;
  }
  // A header form that comes back to this page (persona menu, With customer) comes back to
  // the address as it is now: the search page writes filters, sort and paging into it after
  // the page loaded, and the server rendered the address of the first load.
  function followAddress(form) {
    var inputs = form ? form.querySelectorAll('input[data-host-return-to]') : [];
    for (var i = 0; i < inputs.length; i++) inputs[i].value = location.pathname + location.search;
  }
  // The sales rep's 'With customer' switch posts its form as soon as it changes.
  function wireWithCustomer(input) {
    input.addEventListener('change', function () {
      if (!input.form) return;
      followAddress(input.form);
      input.form.submit();
    });
  }
  // A page opened from a procurement system carries its punchout session in the address
  // (?punchout=…, docs/punchout.md), never in a cookie: the procurement system frames the
  // store from another site, where browsers keep third-party cookies out. Every link and
  // GET form to this site keeps it, so each next page opens in the same session.
  function keepPunchoutSession() {
    var key = new URLSearchParams(window.location.search).get('punchout');
    if (!key) return;
    function withKey(href) {
      var url;
      try {
        url = new URL(href, window.location.href);
      } catch (e) {
        return null;
      }
      if (url.origin !== window.location.origin || url.searchParams.has('punchout')) return null;
      url.searchParams.set('punchout', key);
      return url.href;
    }
    function onLink(event) {
      var path = event.composedPath ? event.composedPath() : [event.target];
      for (var i = 0; i < path.length; i++) {
        var node = path[i];
        if (node && node.tagName === 'A' && node.href) {
          var next = withKey(node.href);
          if (next) node.href = next;
          return;
        }
      }
    }
    document.addEventListener('click', onLink, true);
    document.addEventListener('auxclick', onLink, true);
    document.addEventListener('submit', function (event) {
      var form = event.target;
      if (!form || form.tagName !== 'FORM' || (form.method || 'get').toLowerCase() !== 'get' || !withKey(form.action)) return;
      if (form.querySelector('input[name="punchout"]')) return;
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'punchout';
      input.value = key;
      form.appendChild(input);
    }, true);
  }
  function start() {
    var buttons = document.querySelectorAll('[data-host-search-toggle]');
    for (var i = 0; i < buttons.length; i++) wire(buttons[i]);
    keepPunchoutSession();
    var switches = document.querySelectorAll('[data-host-with-customer]');
    for (var j = 0; j < switches.length; j++) wireWithCustomer(switches[j]);
    document.addEventListener('submit', function (event) {
      followAddress(event.target);
    }, true);
    // The widget scripts (modules) run after this deferred script, before DOMContentLoaded.
    if (!rememberShipTo()) document.addEventListener('DOMContentLoaded', rememberShipTo);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
