import { StatusPanel } from "../status/StatusPanel";

export function SearchPage() {
  return (
    <>
      <h1>Search</h1>
      <p className="lead">
        Search the archive's news and web pages by question, with filters, and export what you find. The query builder arrives with the
        search engine; the connection and your plan are below.
      </p>
      <StatusPanel />
    </>
  );
}
