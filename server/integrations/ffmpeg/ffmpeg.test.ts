import { describe, expect, it } from 'vitest';
import { encodeArgs } from './encode.js';
import { FfmpegError, stderrTail } from './errors.js';
import { failedMessage } from './frenchCauses.js';
import { parseProbe } from './probe.js';
import { runBinary } from './process.js';
import { fractionOf, ProgressParser } from './progress.js';

describe('ffmpeg progress', () => {
  it('reads blocks across chunks, out_time_us against the duration', () => {
    const parser = new ProgressParser();
    expect(parser.push('frame=10\nout_time_us=500000\nspeed=2.5x\nprog')).toEqual([]);
    const [block] = parser.push('ress=continue\nout_time_us=N/A\n');
    expect(block).toEqual({ outSeconds: 0.5, speed: 2.5, end: false });
    expect(fractionOf(block, 2)).toBe(0.25);
    const [last] = parser.push('progress=end\n');
    expect(fractionOf(last, 2)).toBe(1);
    expect(fractionOf({ outSeconds: 9, end: false }, 2)).toBe(1);
  });
});

describe('ffmpeg commands', () => {
  it('decodes once and writes every rendition with keyframes every 2 s', () => {
    const args = encodeArgs({
      input: '/src.mov',
      duration: 30,
      expectedSeconds: 30,
      hasAudio: false,
      renditions: [
        { height: 360, videoKbps: 800, audioKbps: 128, file: '/o/360p.mp4' },
        { height: 720, videoKbps: 2500, audioKbps: 128, file: '/o/720p.mp4' },
      ],
    });
    expect(args.slice(args.indexOf('-t'), args.indexOf('-t') + 2)).toEqual(['-t', '30']);
    expect(args.indexOf('-t')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-filter_complex') + 1]).toBe('[0:v:0]split=2[s0][s1];[s0]scale=-2:360[v0];[s1]scale=-2:720[v1]');
    expect(args).toContain('/o/720p.mp4');
    expect(args).not.toContain('0:a:0');
    expect(args.filter((a) => a === 'expr:gte(t,n_forced*2)')).toHaveLength(2);
  });

  it('bounds the threads of the decoder, the filters and each encoder', () => {
    const renditions = [360, 720].map((height) => ({ height, videoKbps: 800, audioKbps: 128, file: `/o/${height}p.mp4` }));
    const args = encodeArgs({ input: '/src.mov', expectedSeconds: 30, hasAudio: false, renditions }, 3);
    const after = (flag: string) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
    expect(after('-threads')).toEqual(['3', '3', '3']);
    expect(after('-filter_complex_threads')).toEqual(['3']);
  });

  it('keeps the last meaningful stderr lines as the reason', () => {
    expect(stderrTail('frame=1 fps=0\n\n[mov] moov atom not found\n/src.mov: Invalid data found\n')).toBe(
      '[mov] moov atom not found\n/src.mov: Invalid data found',
    );
  });

  it('reads ffprobe JSON', () => {
    const info = parseProbe({
      format: { duration: '2.000000', format_name: 'mov,mp4' },
      streams: [
        { codec_type: 'video', width: 160, height: 90 },
        { codec_type: 'audio', duration: '2.02' },
      ],
    });
    expect(info).toEqual({ duration: 2.02, width: 160, height: 90, hasVideo: true, hasAudio: true, format: 'mov,mp4' });
  });

  it('says in French that a binary is missing', async () => {
    await expect(runBinary('/nulle/part/ffmpeg', ['-version'])).rejects.toThrow(/introuvable sur ce serveur.*FFMPEG_PATH/);
  });

  it("says in French why ffmpeg failed, and keeps ffmpeg's own English lines as the detail", async () => {
    const failure = await runBinary('ffmpeg', ['-hide_banner', '-i', '/nulle/part/source.mov', '-f', 'null', '-']).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(FfmpegError);
    const error = failure as FfmpegError;
    expect(error.message).toMatch(/^ffmpeg a échoué \(code \d+\) : fichier introuvable$/);
    expect(error.reason).toMatch(/No such file or directory/);
    expect(error.detail).toMatch(/^ffmpeg a échoué .*\nDétail de ffmpeg :\n.*No such file or directory/s);
  });

  it.each([
    ['[mov] moov atom not found\n/src.mov: Invalid data found when processing input', 'fichier source incomplet ou corrompu (index MP4 absent)'],
    ['Output file #0 does not contain any stream', 'aucune piste exploitable dans le fichier source'],
    ['[libx264] height not divisible by 2 (160x91)', 'dimensions impossibles à encoder (largeur ou hauteur impaire)'],
    ['Something new', 'détail dans le journal de la tâche'],
  ])('maps %j to a French cause', (stderr, cause) => {
    expect(failedMessage('ffmpeg', 'code 1', stderr)).toBe(`ffmpeg a échoué (code 1) : ${cause}`);
  });

  it('kills the process on abort', async () => {
    const abort = new AbortController();
    const started = Date.now();
    const run = runBinary('sleep', ['30'], { signal: abort.signal });
    setTimeout(() => abort.abort(), 100);
    await expect(run).rejects.toThrow('Encodage annulé');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
