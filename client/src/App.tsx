import { Route, Switch } from 'wouter';
import { SiteFooter } from './components/site-footer';
import { JoinPage } from './features/join/join-page';
import { HomePage } from './features/landing/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';

/** The route table (spec section 2). Any other path shows the 404 page. */
export function App() {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex-1">
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/join" component={JoinPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </div>
      <SiteFooter />
    </div>
  );
}
