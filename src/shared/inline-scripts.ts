/**
 * Scripts the pages inline by hand (`<script is:inline set:html={…} />`): their text is hashed into the
 * page CSP at build time (src/build/csp.ts), so any change here is allowed automatically.
 */
export const INLINE_SCRIPTS = {
  // The remembered listing view before the first paint (listing-view.ts keeps it); phones always list rows.
  listingView:
    "try{if(localStorage.getItem('listing-view')==='list')document.currentScript.parentElement.dataset.view='list'}catch{}",
} as const;
