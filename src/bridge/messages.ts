import { particle } from './korean';

// the simulated server's user-facing messages, in Korean as the spec writes them; where the spec gives
// no wording, ours follows its phrasing (marked "ours")

/** Spec, as written ("… 을(를) 채워 주세요"): a required field left empty refuses to turn the plugin on. */
export const fillIn = (label: string) => `${label} 을(를) 채워 주세요`;

/** Spec wording of the limit ("본문은 16,384 byte 까지예요"). */
export const BODY_TOO_LARGE = '본문은 16,384 byte 까지예요.';

/** Ours: the body is not a JSON object. */
export const BODY_NOT_OBJECT = '요청 본문을 읽지 못했어요. JSON 객체를 보내 주세요.';

/** Ours, after the spec's "값이 이 글자로 시작해야 해요". */
export const mustStartWith = (label: string, prefix: string) => `${label} 값은 ${prefix} 로 시작해야 해요.`;

/** Ours: two values that arrived swapped were moved back (the spec says the user is told). */
export const swapped = (first: string, second: string) => `${first} ${particle(first, '과', '와')} ${second} 의 값이 서로 바뀌어 있어서 제자리로 옮겼어요.`;

/** Ours: a required pick field took its only choice. */
export const onlyChoice = (label: string, choice: string) => `${label} ${particle(label, '은', '는')} 고를 값이 하나뿐이라 ${choice} (으)로 정했어요.`;

/** Ours: choices were asked for a field without a pick button. */
export const noPick = (key: string) => `${key} 칸에는 고를 값이 없어요.`;

/** Spec: how a secret value appears in list responses. */
export const MASK = '••••••••';

/** Spec: MoveTo() for a session the user does not have. */
export const SESSION_NOT_FOUND = '세션을 찾지 못했어요';
/** Spec: Send() to a missing or ended session. */
export const SESSION_ENDED = '이미 끝난 세션이에요';
/** Spec: Start() when the user has no connected Mac. */
export const NO_CONNECTED_MAC = '연결된 맥이 없어요. 맥의 브라우저에서 Agent Bridge 를 열어 두세요.';
/** Ours: MoveTo() to a place that is neither web nor the plugin. */
export const BAD_MOVE_TARGET = '옮길 곳은 web 이나 slack 이에요';
/** Ours: the title a locked session shows (the scenario's masked.title replaces it). */
export const LOCKED_TITLE = '잠긴 세션';
/** Ours: Command() with a command the scenario does not answer. */
export const unknownCommand = (value: string) => `알 수 없는 명령이에요: ${value}`;
