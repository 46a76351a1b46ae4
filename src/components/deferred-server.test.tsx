import { prerender } from 'react-dom/static';
import { expect, it } from 'vitest';
import { deferred } from './deferred';

const Counter = deferred(() => import('./deferred-fixture').then((m) => m.Counter));

it('deferred parts are in the prerendered HTML, inside a Suspense boundary', async () => {
  const { prelude } = await prerender(<Counter label="Clicked" />);
  expect(await new Response(prelude).text()).toBe(
    '<!--$--><button type="button">Clicked<!-- --> <!-- -->0</button><!--/$-->',
  );
});
