import { Route, Switch } from 'wouter';
import { HomePage } from './features/landing/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';

/** The route table (spec section 2). Any other path shows the 404 page. */
export function App() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
