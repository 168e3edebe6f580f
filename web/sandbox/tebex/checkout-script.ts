/**
 * The checkout page's script, served as a file so the page's CSP allows no inline script. It declares
 * the zoid component Tebex.js renders (research/tebex.md §4.3) and answers through window.xprops;
 * opened outside a frame (Tebex.js's mobile fallback) it goes to complete_url or cancel_url instead.
 * Plain ES2017 for Chrome 103.
 */
export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var root = document.querySelector('[data-testid="tebex-sandbox-checkout"]');
  if (!root) return;
  if (window.zoid) window.zoid.create({ tag: 'tebex-js-checkout-component', url: location.href });
  var base = root.getAttribute('data-base');
  var ident = root.getAttribute('data-ident');
  var completeUrl = root.getAttribute('data-complete-url');
  var cancelUrl = root.getAttribute('data-cancel-url');
  var status = root.querySelector('[data-testid="sandbox-status"]');
  var pay = root.querySelector('[data-testid="sandbox-pay"]');
  var decline = root.querySelector('[data-testid="sandbox-decline"]');
  var close = root.querySelector('[data-testid="sandbox-close"]');

  function say(key, isError, detail) {
    status.textContent = status.getAttribute('data-' + key) + (detail ? ' ' + detail : '');
    status.className = 'status' + (isError ? ' error' : '');
  }
  function lock(locked) {
    pay.disabled = locked;
    decline.disabled = locked;
  }
  function post(action) {
    return fetch(base + '/checkout/' + encodeURIComponent(ident) + '/' + action, { method: 'POST' }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return body;
      });
    });
  }
  function failed(problem) {
    say('failed', true, problem && problem.detail ? problem.detail : '');
    lock(false);
  }

  pay.addEventListener('click', function () {
    lock(true);
    say('paying', false);
    post('pay').then(function (result) {
      say('paid', false);
      var props = window.xprops;
      if (props && props.onPaymentComplete) props.onPaymentComplete(result);
      else if (completeUrl) location.href = completeUrl;
    }, failed);
  });
  decline.addEventListener('click', function () {
    lock(true);
    post('decline').then(function (result) {
      say('declined', true);
      lock(false);
      var props = window.xprops;
      if (props && props.onPaymentError) props.onPaymentError(result);
    }, failed);
  });
  close.addEventListener('click', function () {
    var props = window.xprops;
    if (props && props.onClosePopup) props.onClosePopup();
    else if (cancelUrl) location.href = cancelUrl;
  });
  // The page comes with its buttons disabled: a click before this script listens would do nothing (a lost
  // « Fermer » left the checkout open in a loaded test run).
  close.disabled = false;
  if (root.getAttribute('data-payable') === 'true') lock(false);
})();
`
