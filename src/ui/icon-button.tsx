import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './icon-button.css';

/**
 * A square icon button with antd's text button's look (32 px, no border, grey on hover), in plain
 * React and CSS: for the controls of pages that paint before antd loads (the shell's frame, the
 * login page). Forwards its ref and props, so an antd Dropdown can open from it once loaded.
 */
export const IconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { icon: ReactNode; 'aria-label': string }>(
  function IconButton({ icon, className, ...props }, ref) {
    return (
      <button ref={ref} type="button" {...props} className={`icon-button${className ? ` ${className}` : ''}`}>
        {icon}
      </button>
    );
  },
);
