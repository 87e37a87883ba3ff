import { data } from "react-router";

/** Any unknown URL: status 404 and the designed "Page not found" page of the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
