/**
 * The navigation API the pages use: links, `navigate`, the current location and its query. Pages
 * import these from here, never from a router package, so the router behind them is one module's
 * business.
 */
export { Link, type LinkProps, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
