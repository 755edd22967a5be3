// A checkbox marked data-choose-all ticks or clears every input[name=flag] of its form. Bound
// by delegation, so rows swapped in by htmx work too (no inline handler: the CSP forbids them).
document.addEventListener("change", (event) => {
  const box = event.target.closest("input[data-choose-all]");
  if (!box) return;
  for (const b of box.closest("form").querySelectorAll("input[name=flag]")) b.checked = box.checked;
});
