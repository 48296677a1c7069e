// CSS modules resolve to their class names in tests, so `styles.card` is 'card'.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
