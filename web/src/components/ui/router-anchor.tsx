import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** An <a href>-shaped router link, for components that also render outside the router. */
export const RouterAnchor = ({ href = '/', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <Link to={href} {...rest} />
);
