export function TrendsPage() {
  return (
    <>
      <h1>Trends</h1>
      <p className="lead">Chart how often a topic appears over time (topic trend). This view arrives with the search engine.</p>
    </>
  );
}
