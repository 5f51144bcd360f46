// What one video's encoding produces, decided before ffmpeg runs (pure): the profile that applies, the renditions of
// each stream (full and trailer) and where every file goes under the site's file store
// (videos/{id}/{encode}/{stream}/...), the layout the video servers serve as {baseUrl}/{siteId}/videos/{id}/...
// Each encode writes under a folder of its own: a re-encode gives new addresses, so neither browsers nor the video
// servers' caches (the files are cached for an hour) can serve the previous renditions in place of the new ones.

export interface EncodingProfile {
  _id: string;
  label?: string;
  resolutions?: number[];
  videoBitrate?: number;
  audioBitrate?: number;
  hls?: boolean;
  progressive?: boolean;
  trailerDuration?: number;
  isDefault?: boolean;
}

/** Used when the site has no profile at all. */
export const FALLBACK_PROFILE: EncodingProfile = {
  _id: '(défaut)',
  label: 'Profil par défaut',
  resolutions: [360, 720],
  videoBitrate: 2500,
  audioBitrate: 128,
  hls: true,
  progressive: true,
  trailerDuration: 30,
};
const DEFAULT_VIDEO_KBPS = 2500;
const DEFAULT_AUDIO_KBPS = 128;
const DEFAULT_TRAILER_SECONDS = 30;
const MIN_VIDEO_KBPS = 100;

/** The video's own profile wins, then the site's default one, then its first; the fallback when the site has none. */
export function profileFor(profiles: EncodingProfile[], ref: unknown): EncodingProfile {
  const refId = ref && typeof ref === 'object' ? (ref as { _id?: unknown })._id : ref;
  return profiles.find((p) => p._id === refId) ?? profiles.find((p) => p.isDefault) ?? profiles[0] ?? FALLBACK_PROFILE;
}

export interface RenditionPlan {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/**
 * The profile's heights the source can fill (never enlarged; the source's own height when it is below them all),
 * even and distinct, lowest first. The profile's bitrate is for its highest resolution; lower ones get it in
 * proportion to their height, as usual ladders do (360p ≈ a third of 1080p).
 */
export function renditionsFor(profile: EncodingProfile, sourceHeight: number): RenditionPlan[] {
  const even = (h: number) => Math.max(2, Math.floor(h / 2) * 2);
  const wanted = [...new Set((profile.resolutions ?? FALLBACK_PROFILE.resolutions!).filter((h) => Number.isInteger(h) && h > 0).map(even))];
  const fitting = wanted.filter((h) => h <= sourceHeight);
  const heights = (fitting.length ? fitting : [even(Math.min(sourceHeight, ...wanted))]).sort((a, b) => a - b);
  const top = Math.max(...wanted, ...heights);
  const videoKbps = profile.videoBitrate ?? DEFAULT_VIDEO_KBPS;
  return heights.map((height) => ({
    height,
    videoKbps: Math.max(MIN_VIDEO_KBPS, Math.round((videoKbps * height) / top)),
    audioKbps: profile.audioBitrate ?? DEFAULT_AUDIO_KBPS,
  }));
}

/** Which outputs a profile asks for; a profile asking for neither gets both. */
export function outputsOf(profile: EncodingProfile): { hls: boolean; progressive: boolean } {
  const hls = profile.hls === true;
  const progressive = profile.progressive === true;
  return hls || progressive ? { hls, progressive } : { hls: true, progressive: true };
}

/** Seconds of trailer: the profile's (30 s by default), never past the source; 0 means no trailer. */
export const trailerSeconds = (profile: EncodingProfile, sourceSeconds: number): number =>
  Math.min(profile.trailerDuration ?? DEFAULT_TRAILER_SECONDS, sourceSeconds);

export type StreamName = 'full' | 'trailer';

/** An encode's own folder name ('enc-' and 12 hex digits). */
export const ENCODE_FOLDER = /^enc-[0-9a-f]{12}$/;
export const encodeFolder = (hex: string) => `enc-${hex}`;

/** Store paths (leading slash, as file properties hold them) of one stream's files, in one encode's folder. */
export const streamPaths = (videoId: string, encode: string, stream: StreamName) => {
  const dir = `/videos/${videoId}/${encode}/${stream}`;
  return {
    stream,
    dir,
    mp4: (height: number) => `${dir}/${height}p.mp4`,
    playlist: (height: number) => `${dir}/hls/${height}p.m3u8`,
    master: `${dir}/hls/master.m3u8`,
    smil: `${dir}/${stream}.smil`,
  };
};

/** The folder of a video's encoded files, relative to the site's store. */
export const videoDir = (videoId: string) => `videos/${videoId}`;
