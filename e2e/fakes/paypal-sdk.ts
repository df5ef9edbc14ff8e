/**
 * A stand-in for PayPal's JavaScript SDK (https://www.paypal.com/sdk/js?client-id=...), served by
 * route interception (e2e/support/fixtures.ts). It offers `paypal.Buttons(options)` as react-paypal-js
 * uses it: isEligible, render(container), close. Its 'PayPal' button calls options.createOrder;
 * a dialog standing in for PayPal's pop-up then shows the order id and 'Approve payment', which
 * calls options.onApprove({ orderID, payerID }); a rejection of either goes to options.onError.
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
