/**
 * The Element Timing identifier of the <img> that is the page's largest element on a phone (the
 * hero, the first design card, a design page's artwork): `<img {...mainImage} … />`. The browser
 * reports when that image is on screen, and the page's scripts are fetched after it
 * (hydrate-after-load.ts). The attribute is the Element Timing API's
 * (https://w3c.github.io/element-timing/); the Nu HTML Checker does not know it yet.
 */
export const MAIN_IMAGE = "main-image";
export const mainImage = { elementtiming: MAIN_IMAGE } as object;
