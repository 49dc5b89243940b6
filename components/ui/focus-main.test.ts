import { focusMainContent, MAIN_CONTENT_ID } from './focus-main';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<button>Sim</button><main id="${MAIN_CONTENT_ID}">${html}</main>`;
  return document.getElementById(MAIN_CONTENT_ID)!;
}

describe('focusMainContent', () => {
  it('focuses the h1 of the main content when the page has one', () => {
    page('<h1>Vinhos</h1>');
    expect(focusMainContent()).toBe(true);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('focuses the main while its content is still coming, then its h1 when it arrives', async () => {
    const main = page('');
    focusMainContent();
    expect(document.activeElement).toBe(main);
    main.insertAdjacentHTML('beforeend', '<section><h1>Adega Serra</h1></section>');
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    const main = page('');
    focusMainContent();
    const button = document.querySelector('button')!;
    button.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Adega Serra</h1>');
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(button);
  });
});
