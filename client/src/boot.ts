// The page's one script tag. The server has sent the page whole, so the site's code (main.tsx) is
// fetched once the page has painted: on a slow phone network the text and the hero come first, and
// the code, which only makes them interactive, after.
import './styles.css';

requestAnimationFrame(() => {
  // A frame's callbacks run before it is painted; the timeout runs after.
  setTimeout(() => import('./main'), 0);
});
