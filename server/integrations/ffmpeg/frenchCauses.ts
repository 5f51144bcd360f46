// What ffmpeg's English stderr means, in French for the staff: the first known cause of its last lines. The raw
// lines stay with the error (FfmpegError.reason) for the video's 'Raison de l'échec de l'encodage' and the job log.

const CAUSES: readonly [RegExp, string][] = [
  [/No such file or directory/i, 'fichier introuvable'],
  [/Permission denied/i, 'accès refusé au fichier'],
  [/No space left on device/i, 'plus de place sur le disque du serveur'],
  [/moov atom not found/i, 'fichier source incomplet ou corrompu (index MP4 absent)'],
  [
    /Invalid data found when processing input|could not find codec parameters|Invalid argument/i,
    "fichier source illisible : ce n'est pas une vidéo reconnue",
  ],
  [/does not contain any stream|Output file .* does not contain any stream|matches no streams/i, 'aucune piste exploitable dans le fichier source'],
  [/Unknown encoder|Encoder .* not found|Unknown decoder|Decoder .* not found/i, 'codec absent de cette version de ffmpeg'],
  [/not divisible by 2|width .* must be|height .* must be/i, 'dimensions impossibles à encoder (largeur ou hauteur impaire)'],
  [/Error while decoding|corrupt|Invalid NAL|error while decoding/i, 'erreur de lecture de la source (fichier abîmé)'],
  [/Cannot allocate memory|Out of memory/i, 'mémoire insuffisante sur le serveur'],
  [/Conversion failed/i, "la conversion n'a pas abouti"],
];

/** The French cause of a failure from ffmpeg's last stderr lines; undefined when none is recognised. */
export const frenchCause = (stderr: string): string | undefined => CAUSES.find(([pattern]) => pattern.test(stderr))?.[1];

/** 'ffmpeg a échoué (code 1) : fichier introuvable', or with the exit status alone when the cause is not recognised. */
export function failedMessage(name: string | undefined, status: string, stderr: string): string {
  const cause = frenchCause(stderr);
  return `${name} a échoué (${status})${cause ? ` : ${cause}` : ' : détail dans le journal de la tâche'}`;
}
