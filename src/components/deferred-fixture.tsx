import { useState } from 'react';

/** A small interactive part for the deferred() tests. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Two buttons that set one choice, for the tests of parts hydrated on their first use. */
export function Choice() {
  const [chosen, setChosen] = useState('none');
  return (
    <div>
      <button type="button" onClick={() => setChosen('one')}>
        One
      </button>
      <button type="button" onClick={() => setChosen('two')}>
        Two
      </button>
      <p>Chosen: {chosen}</p>
    </div>
  );
}
