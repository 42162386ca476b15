// The printable data export's "Print" button (src/server/rest/customer-export-page.ts): hidden in
// the page's HTML, shown here, where a click can open the browser's print dialog.
for (const button of document.querySelectorAll("button[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
