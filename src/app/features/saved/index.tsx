export function SavedPage() {
  return (
    <>
      <h1>Saved</h1>
      <p className="lead">Saved searches (beta) are listed here once the search engine is in place.</p>
    </>
  );
}
