import { Icon } from './icon';

/** A list with a check mark before each item. */
export function CheckList({
  items,
  className = '',
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`check-list ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}
