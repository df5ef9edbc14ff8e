// The scripts pages load from outside hosts, reCAPTCHA's and PayPal's SDK, as the browser gets
// them: playwright.config.ts resolves those hosts (OUTSIDE_SCRIPT_HOSTS, e2e/fakes/address.ts) to
// the fakes' HTTPS port, where upstreams.mjs serves these routes. A test that wants other scripts
// (a token of another score, a script that fails) routes the request itself (e2e/fixtures.ts).

/** The token the fake reCAPTCHA script answers unless a test asks for another: a human's. */
export const HUMAN_TOKEN = 'human-token';

/**
 * A stand-in for reCAPTCHA v3's script (https://www.google.com/recaptcha/api.js?render=...):
 * `grecaptcha.ready` and an `execute` that resolves to `token`, which the fake siteverify scores
 * (upstreams.mjs).
 * @param {string} token
 */
export function fakeRecaptchaScript(token) {
  return `window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function () { return 0; },
    execute: function () { return Promise.resolve(${JSON.stringify(token)}); }
  };`;
}

/**
 * A stand-in for PayPal's JavaScript SDK (https://www.paypal.com/sdk/js?client-id=...). It offers
 * `paypal.Buttons(options)` as react-paypal-js uses it: isEligible, render(container), close. Its
 * 'PayPal' button calls options.createOrder; a dialog standing in for PayPal's pop-up then shows
 * the order id and 'Approve payment', which calls options.onApprove({ orderID, payerID }); a
 * rejection of either goes to options.onError.
 */
export const fakePayPalSdk = `(function () {
  function report(options, error) {
    if (options.onError) options.onError(error instanceof Error ? { message: error.message } : error);
  }
  function approvalDialog(options, orderID) {
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'PayPal checkout');
    var text = document.createElement('p');
    text.textContent = 'PayPal order ' + orderID;
    var approve = document.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Approve payment';
    approve.addEventListener('click', function () {
      dialog.remove();
      Promise.resolve()
        .then(function () { return options.onApprove({ orderID: orderID, payerID: 'E2EPAYER', paymentSource: 'paypal' }, {}); })
        .catch(function (error) { report(options, error); });
    });
    dialog.append(text, approve);
    document.body.append(dialog);
  }
  window.paypal = {
    version: 'e2e-fake',
    Buttons: function (options) {
      var container = null;
      var enabled = true;
      return {
        isEligible: function () { return true; },
        render: function (target) {
          container = typeof target === 'string' ? document.querySelector(target) : target;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', function () {
            if (!enabled) return;
            Promise.resolve()
              .then(function () { return options.createOrder({ paymentSource: 'paypal' }, {}); })
              .then(function (orderID) { approvalDialog(options, orderID); })
              .catch(function (error) { report(options, error); });
          });
          container.append(button);
          if (options.onInit) {
            options.onInit({}, {
              enable: function () { enabled = true; button.disabled = false; return Promise.resolve(); },
              disable: function () { enabled = false; button.disabled = true; return Promise.resolve(); },
            });
          }
          return Promise.resolve();
        },
        close: function () {
          if (container) container.replaceChildren();
          return Promise.resolve();
        },
      };
    },
  };
})();`;

/**
 * Answers a script.
 * @param {import('node:http').ServerResponse} res
 * @param {string} body
 */
function script(res, body) {
  res.writeHead(200, { 'content-type': 'text/javascript' });
  res.end(body);
}

export const routes = {
  'GET /recaptcha/api.js': (req, res) => script(res, fakeRecaptchaScript(HUMAN_TOKEN)),
  'GET /sdk/js': (req, res) => script(res, fakePayPalSdk),
};
