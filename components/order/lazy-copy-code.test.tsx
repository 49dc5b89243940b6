import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { CopyCode } from './copy-code';
import { CopyCodeView } from './copy-code-view';
import { LazyCopyCode } from './lazy-copy-code';

const props = {
  id: 'checkout-linha-f1',
  label: 'Linha digitável do título de 01/11/2026',
  value: '23790.12345 60000.000003 12000.000005 1 99990000012345',
  button: 'Copiar linha digitável',
  copiado: 'Linha digitável copiada!',
};
const fallback = (
  <CopyCodeView id={`${props.id}-inicial`} label={props.label} value={props.value} button={props.button} status="" />
);

// The ids differ (the fallback's are its own): each is replaced by where it is used.
const withoutIds = (html: string) => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.reduce((h, id, i) => h.split(`"${id}"`).join(`"id-${i}"`), html);
};

describe('CopyCode, loaded after the first paint', () => {
  it('shows, until its chunk arrives, its own markup rendered on the server without its code', () => {
    const html = renderToStaticMarkup(fallback);
    expect(html).not.toContain(`"${props.id}"`);
    expect(html).toContain(`for="${props.id}-inicial"`);
    expect(withoutIds(html)).toBe(withoutIds(renderToStaticMarkup(<CopyCode {...props} />)));
  });

  it('hydrates the server-rendered field when its chunk arrives, and the button copies the code', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const container = document.body.appendChild(document.createElement('div'));
    // What the server streams: CopyCode's own markup in a completed Suspense boundary.
    container.innerHTML = `<!--$-->${renderToString(<CopyCode {...props} />)}<!--/$-->`;
    const serverMarkup = container.innerHTML;
    const root = await act(async () => hydrateRoot(container, <LazyCopyCode {...props} fallback={fallback} />));
    // Same markup: nothing moved while the chunk loaded.
    expect(container.innerHTML).toBe(serverMarkup);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    });
    expect(writeText).toHaveBeenCalledWith(props.value);
    expect(screen.getByRole('status')).toHaveTextContent('Linha digitável copiada!');
    act(() => root.unmount());
    container.remove();
  });
});
