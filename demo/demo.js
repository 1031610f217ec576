// Demo controls only: they write the cart cookies and announce the change as the cart calls do
// (runtime/cart/api.ts), so the cart link's edge cases (100+, a tampered cookie) can be tried without
// filling a cart. The shop (demo/shop.html) uses the real cart.
const form = document.getElementById('cart-controls');

function setCart(quantity) {
  document.cookie = quantity > 0 ? 'hasCart=true; path=/' : 'hasCart=; path=/; max-age=0';
  document.cookie = quantity > 0 ? `CART=demo-cart|${quantity}; path=/` : 'CART=; path=/; max-age=0';
  window.Sq?.announceCart({ totalQuantity: quantity });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  setCart(Math.max(0, Math.floor(Number(form.elements.quantity.value) || 0)));
});
form.addEventListener('click', (event) => {
  const button = event.target.closest('button[type=button]');
  if (!button) return;
  if (button.hasAttribute('data-bad-cookie')) {
    document.cookie = 'hasCart=true; path=/';
    document.cookie = 'CART=not-a-cart; path=/';
    location.reload();
    return;
  }
  setCart(Number(button.dataset.quantity));
});
