// The house games' sound, shared by their page scripts (served with its types stripped): tones made
// with WebAudio, nothing downloaded, and one switch for every game: a member's kept by the vendor for
// them (every game, every device), a demo player's in this browser's storage.
const SOUND_KEY = 'house.sound';
let soundOn = localStorage.getItem(SOUND_KEY) !== 'off';
let audio: AudioContext | undefined;

/** One tone sliding from `frequency` to `endFrequency` and fading out over `seconds`; silent when muted. */
export function tone(
  frequency: number,
  endFrequency: number,
  seconds: number,
  type: OscillatorType,
  volume = 0.08,
): void {
  if (!soundOn) return;
  // Browsers let a page make sound only after a gesture: the context is made at the first tone, which
  // the player's own click plays.
  audio ??= new AudioContext();
  const at = audio.currentTime;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, at);
  oscillator.frequency.exponentialRampToValueAtTime(endFrequency, at + seconds);
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds);
}

/** Tones played one after another, `gapMs` apart. */
export function chime(
  frequencies: readonly number[],
  gapMs: number,
  type: OscillatorType = 'triangle',
): void {
  for (const [i, f] of frequencies.entries())
    window.setTimeout(() => tone(f, f * 1.01, 0.16, type), i * gapMs);
}

/**
 * Makes `button` the page's sound switch: it shows, and flips, the setting. `remembered` is the
 * member's as the vendor keeps it (null: a demo player, or a member who never set it, for whom this
 * browser's is used); a member's change is sent to `settingsUrl` to be theirs in every game.
 */
export function soundSwitch(
  button: HTMLElement,
  { remembered, settingsUrl }: { remembered: boolean | null; settingsUrl: string | null },
): void {
  if (remembered !== null) soundOn = remembered;
  const show = () => {
    button.setAttribute('aria-pressed', String(soundOn));
    button.dataset.on = String(soundOn);
  };
  button.addEventListener('click', () => {
    soundOn = !soundOn;
    localStorage.setItem(SOUND_KEY, soundOn ? 'on' : 'off');
    show();
    // Lost on the way, the switch still holds for this page and this browser; the next change sends it.
    if (settingsUrl)
      fetch(settingsUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sound: soundOn }),
      }).catch(() => undefined);
  });
  show();
}
