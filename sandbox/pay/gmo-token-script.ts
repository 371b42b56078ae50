/**
 * The fake GMO token script, shaped like GMO's real one: `Multipayment.init(shopId)`, then
 * `Multipayment.getToken({ cardno, expire, securitycode, holdername, tokennumber }, callback)`,
 * where `callback` is a function or the name of a global one (GMO takes both). The card goes to
 * the fake GMO (POST gmo-token beside this script), never to the shop's API; the callback gets
 * `{ resultCode: '000', tokenObject: { token: [...], toBeExpiredAt, maskedCardNo,
 * isSecurityCodeSet } }` or `{ resultCode: '<error code>' }`. Plain ES2015, no build step.
 */
export const GMO_TOKEN_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  // The endpoint sits beside the script, wherever the sandbox is served from.
  var endpoint = new URL('gmo-token', script && script.src ? script.src : location.href).href;
  var shopId = null;

  function deliver(callback, result) {
    var fn = typeof callback === 'function' ? callback : window[callback];
    if (typeof fn === 'function') fn(result);
  }

  window.Multipayment = {
    init: function (id) {
      shopId = id;
    },
    getToken: function (card, callback) {
      var body = Object.assign({}, card, { shopId: shopId });
      fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
      })
        .then(function (response) {
          return response.json();
        })
        .then(
          function (result) {
            deliver(callback, result);
          },
          function () {
            deliver(callback, { resultCode: '901' });
          },
        );
    },
  };
})();
`
