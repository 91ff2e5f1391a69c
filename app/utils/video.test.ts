import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeId } from "./video";

describe("youtubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Wn7sTeh2025", "Wn7sTeh2025"],
    ["https://youtube.com/watch?feature=share&v=Wn7sTeh2025", "Wn7sTeh2025"],
    ["https://youtu.be/Wn7sTeh2025?t=30", "Wn7sTeh2025"],
    ["https://www.youtube.com/embed/Wn7sTeh2025", "Wn7sTeh2025"],
    ["https://www.youtube.com/shorts/Wn7sTeh2025", "Wn7sTeh2025"],
    ["https://www.youtube-nocookie.com/embed/Wn7sTeh2025", "Wn7sTeh2025"],
  ])("reads %s", (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    "https://vimeo.com/12345",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=Wn7sTeh2025%22onload",
    "https://evil.example/watch?v=Wn7sTeh2025",
    "javascript:alert(1)",
    "not a url",
  ])("rejects %s", (url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it("embeds through the no-cookie domain", () => {
    expect(youtubeEmbedUrl("Wn7sTeh2025")).toBe("https://www.youtube-nocookie.com/embed/Wn7sTeh2025?autoplay=1&rel=0");
  });
});
