import './item-list.css';
import type { Key, ReactNode } from 'react';

export interface ItemListProps<T> {
  items: T[];
  itemKey: (item: T) => Key;
  title: (item: T) => ReactNode;
  description?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  label?: string;
  maxHeight?: number;
}

/** A plain semantic list (title, description, actions) for panels and cards. */
export function ItemList<T>({ items, itemKey, title, description, actions, label, maxHeight }: ItemListProps<T>) {
  return (
    <ul className="item-list" aria-label={label} style={{ maxHeight, overflow: maxHeight ? 'auto' : undefined }}>
      {items.map((item) => (
        <li key={itemKey(item)} className="item-list-row">
          <div className="item-list-body">
            <div className="item-list-title">{title(item)}</div>
            {description && <div className="item-list-desc">{description(item)}</div>}
          </div>
          {actions && <div className="item-list-actions">{actions(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
