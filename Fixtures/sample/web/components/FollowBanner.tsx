// The marketing site's banner: the web front end, not the backend's notifications.
export function FollowBanner({ team }: { team: string }) {
  const banner = { title: `Follow ${team} — every wicket, live`, body: "Free for the whole season!!" };
  return (
    <section>
      <h2>{banner.title}</h2>
      <p>{banner.body}</p>
    </section>
  );
}
