export function EntitiesPage() {
  return (
    <>
      <h1>Entities</h1>
      <p className="lead">
        Resolve a company, ticker or identifier, and explore who did what with whom, and when. This view arrives with the entity archive.
      </p>
    </>
  );
}
