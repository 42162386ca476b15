import { Router } from "wouter";
import { Providers } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <Providers>
      <Router>
        <AppRouter />
      </Router>
    </Providers>
  );
}
