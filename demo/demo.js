// Demo controls only: they play the part of the cart module (issue 8) by writing the cart cookies
// and announcing the change, so the cart links can be tried without a store.
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
