import { bridgeStarter } from '../starter';

// modelled on the spec's only plugin, Slack (server/slack.go): two prefixed secret tokens, a channel pick, places per Mac
export const slackPlugin = bridgeStarter({
  id: 'slack-plugin',
  title: 'Slack plugin settings (Agent Bridge)',
  description: 'An Agent Bridge server plugin’s Settings → Plugins screen: tokens, a channel pick, places, help and prompt.',
  plugin: {
    id: 'slack',
    name: 'Slack',
    about: 'Slack 에서 세션을 보고 답해요. 스레드 하나가 세션 하나예요.',
    fields: [
      { key: 'bot', label: '봇 토큰', placeholder: 'xoxb-…', secret: true, required: true, prefix: 'xoxb-' },
      { key: 'app', label: '앱 토큰', placeholder: 'xapp-…', secret: true, required: true, prefix: 'xapp-' },
      { key: 'channel', label: '채널', placeholder: 'C0123456789', required: true, pick: '채널 고르기' },
      { key: 'places', label: '새 세션을 띄울 곳', kind: 'places', max: 4000 },
    ],
    help: [
      { title: 'Slack 앱 만들기', text: 'Slack API 에서 새 앱을 만들고 Socket Mode 를 켜요.', link: { label: 'Slack API 열기', url: 'https://api.slack.com/apps' } },
      {
        title: '매니페스트 붙여 넣기',
        text: '앱 설정의 App Manifest 에 아래 내용을 붙여 넣어요.',
        copy: { label: '매니페스트 복사', text: '{"display_information":{"name":"Agent Bridge"},"settings":{"socket_mode_enabled":true}}' },
      },
      { title: '토큰 넣기', text: 'Bot User OAuth Token(xoxb-)과 App-Level Token(xapp-)을 위 칸에 넣고 저장해요.' },
    ],
    prompt: {
      label: 'AI 에게 맡기기',
      about: '이 글을 AI 에게 주면 Slack 앱 설정을 대신 안내해 줘요.',
      text: 'Agent Bridge({origin})에 Slack 플러그인을 연결하려고 해요. Slack 앱을 만들고 봇 토큰과 앱 토큰을 받는 방법을 차례로 알려 주세요.',
    },
    simulation: {
      origin: 'https://bridge.example.com',
      choices: { channel: [{ value: 'C0100000001', label: '#general' }, { value: 'C0100000002', label: '#agent-bridge' }] },
      status: { state: 'on', note: 'workspace: example' },
      macs: [{ id: 'mac-studio', name: 'Mac Studio', folders: ['/Users/me/work'] }, { id: 'macbook', name: 'MacBook Air' }],
      user: 'u1',
      home: '/Users/me',
      sessions: [
        {
          thread: 'C0100000001:1733212800.000100',
          sid: 'a1b2c3',
          title: '빌드 고치기',
          mac: 'mac-studio',
          cwd: '/Users/me/work/app',
          state: 'waiting',
          where: 'slack',
          records: [{ role: 'user', text: '빌드가 깨졌어요. 고쳐 주세요.' }, { role: 'assistant', text: '테스트 두 개를 고쳤고 이제 빌드가 통과해요.' }],
        },
        { thread: 'C0100000001:1733216400.000200', title: '개인 메모 정리', mac: 'macbook', cwd: '/Users/me', state: 'running', locked: true },
      ],
      others: [{ id: 'u2', sessions: [{ thread: 'C0100000009:1733220000.000300', title: '다른 사람의 세션', mac: 'mac-studio', cwd: '/Users/you', state: 'running' }] }],
      commands: { ':status': '세션 2개가 돌고 있어요.', ':esc': '멈췄어요.' },
      calls: [
        { call: 'log', args: ['Socket Mode 에 연결했어요'] },
        { call: 'Sessions' },
        { call: 'Summary', args: ['C0100000001:1733212800.000100'] },
      ],
    },
  },
});
