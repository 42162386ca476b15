import { Center, Loader } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useParams, useRouter } from "wouter";
import { Layout } from "./components/layout";
import { HydrationEnd } from "./ssr/hydration-end";
import { withAllTexts } from "./i18n/dictionary-parts";
import { useLanguage, useLL } from "./i18n/language";
import { activeCategoryRule } from "./pages/public/home/active-category";
import HomePage from "./pages/public/home.page";
import NotFoundPage from "./pages/public/not-found.page";
import ServicePage from "./pages/public/service.page";

/**
 * The routes of docs/product/screens-and-routes.md. The pages a search engine sends people to
 * (home, category and service pages) and the not-found page are part of the app's chunk: one
 * download with it instead of a score of small ones after it (docs/product/seo.md, page weight).
 * Every other page is its own lazy chunk, so a public page never downloads console code nor the
 * wizard, and waits for the rest of the dictionary (./i18n/dictionary-parts.ts).
 */
const NewProjectPage = lazy(withAllTexts(() => import("./pages/public/new-project.page.tsx")));
const PrivacyPolicyPage = lazy(withAllTexts(() => import("./pages/public/privacy-policy.page")));
const CookiePolicyPage = lazy(withAllTexts(() => import("./pages/public/cookie-policy.page")));
const CookieSettingsPage = lazy(withAllTexts(() => import("./pages/public/cookie-settings.page")));
const ProjectStatusPage = lazy(withAllTexts(() => import("./pages/public/project-status.page")));
const LostLinkPage = lazy(withAllTexts(() => import("./pages/public/project-status/lost-link.page")));
const RatingPage = lazy(withAllTexts(() => import("./pages/public/rating.page")));
// Sign-in and consoles: their own chunks, never downloaded by a public page.
const LoginPage = lazy(withAllTexts(() => import("./pages/console/login.page")));
const LandingPage = lazy(withAllTexts(() => import("./pages/console/landing.page")));
const NetworkDashboardPage = lazy(withAllTexts(() => import("./pages/network/dashboard/dashboard.page")));
const NetworkProjectListPage = lazy(withAllTexts(() => import("./pages/network/project-list.page")));
const ProviderListPage = lazy(withAllTexts(() => import("./pages/network/provider-list.page")));
const NewProviderPage = lazy(withAllTexts(() => import("./pages/network/new-provider.page")));
const EditProviderPage = lazy(withAllTexts(() => import("./pages/network/edit-provider.page")));
const NetworkProjectDetailsPage = lazy(withAllTexts(() => import("./pages/network/project-details.page")));
const ProviderProjectListPage = lazy(withAllTexts(() => import("./pages/provider/project-list.page")));
const ProviderProjectDetailsPage = lazy(withAllTexts(() => import("./pages/provider/project-details.page")));
const ProviderAbsencesPage = lazy(withAllTexts(() => import("./pages/provider/absences.page")));
const ProviderVisitsPage = lazy(withAllTexts(() => import("./pages/provider/visits.page")));

function PageLoader() {
  const LL = useLL();
  return (
    <Center py={120} role="status" aria-live="polite">
      <Loader aria-label={LL.common.loading()} />
    </Center>
  );
}

/** `/{activecategory}`: known values open a category and/or force a language; anything else is not found. */
function HomeWithParameter() {
  const { activecategory } = useParams<{ activecategory: string }>();
  const { base } = useRouter();
  const found = activeCategoryRule(activecategory);
  // Behind a language prefix, only that language's category slugs (`/fr/fr` is no page either).
  const rule = found && base && (found.index === null || `/${found.language}` !== base) ? null : found;
  const { language, setLanguage } = useLanguage();
  const mismatch = rule !== null && rule.language !== language;
  const forcedLanguage = rule?.language;
  useEffect(() => {
    // Also when the page already opened in it: the forced language becomes the stored one.
    if (forcedLanguage) setLanguage(forcedLanguage);
  }, [forcedLanguage, setLanguage]);
  if (!rule) return <NotFoundPage />;
  // Render the page only once the forced language is active: one page view, in the right language.
  if (mismatch) return <PageLoader />;
  return <HomePage key={activecategory} initialIndex={rule.index} />;
}

export function AppRouter() {
  return (
    <Layout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route path="/service/:id">
            <ServicePage />
          </Route>
          <Route path="/newproject">
            <NewProjectPage />
          </Route>
          <Route path="/newproject/:subcatid">
            <NewProjectPage />
          </Route>
          <Route path="/newproject/:subcatid/:serviceid">
            <NewProjectPage />
          </Route>
          <Route path="/cookiesettings">
            <CookieSettingsPage />
          </Route>
          <Route path="/privacypolicy">
            <PrivacyPolicyPage />
          </Route>
          <Route path="/cookiepolicy">
            <CookiePolicyPage />
          </Route>
          <Route path="/login">
            <LoginPage />
          </Route>
          <Route path="/login/landingpage">
            <LandingPage />
          </Route>
          {/* The network's landing page is its dashboard. */}
          <Route path="/network">
            <NetworkDashboardPage />
          </Route>
          <Route path="/network/dashboard">
            <NetworkDashboardPage />
          </Route>
          <Route path="/network/providerlist">
            <ProviderListPage />
          </Route>
          <Route path="/network/newprovider">
            <NewProviderPage />
          </Route>
          <Route path="/network/editprovider/:id">
            <EditProviderPage />
          </Route>
          <Route path="/network/homeprojectlist">
            <NetworkProjectListPage />
          </Route>
          <Route path="/network/homeprojectlist/:providerId">
            <NetworkProjectListPage />
          </Route>
          <Route path="/network/homeprojectdetails/:id">
            <NetworkProjectDetailsPage />
          </Route>
          <Route path="/provider">
            <ProviderProjectListPage />
          </Route>
          <Route path="/provider/homeprojectlist">
            <ProviderProjectListPage />
          </Route>
          <Route path="/provider/homeprojectdetails/:id">
            <ProviderProjectDetailsPage />
          </Route>
          <Route path="/provider/absences">
            <ProviderAbsencesPage />
          </Route>
          <Route path="/provider/visits">
            <ProviderVisitsPage />
          </Route>
          <Route path="/projectstatus/lostlink">
            <LostLinkPage />
          </Route>
          <Route path="/rating/:token">
            <RatingPage />
          </Route>
          <Route path="/projectstatus/:token">
            <ProjectStatusPage />
          </Route>
          <Route path="/404">
            <NotFoundPage />
          </Route>
          {/* Last among the one-segment routes, so that it never swallows the routes above. */}
          <Route path="/:activecategory" component={HomeWithParameter} />
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
        <HydrationEnd />
      </Suspense>
    </Layout>
  );
}
