/**
 * What the SMS and email messages say, in the demo brand's languages; any other language gets
 * English. `{brand}`, `{code}` and `{link}` are filled in.
 */
const TEXTS = {
  EN: {
    smsCode: '{brand}: your verification code is {code}. It is valid for 10 minutes. Never share it.',
    codeSubject: '{brand}: your verification code',
    resetSubject: '{brand}: reset your password',
    resetBody:
      'Someone asked to reset the password of your {brand} account. Open this link within 30 minutes to choose a new one:\n{link}\nIf it was not you, ignore this message: your password stays as it is.',
  },
  CN: {
    smsCode: '{brand}：您的验证码是 {code}，10 分钟内有效。请勿告诉任何人。',
    codeSubject: '{brand}：您的验证码',
    resetSubject: '{brand}：重置您的密码',
    resetBody:
      '有人申请重置您的 {brand} 账户密码。请在 30 分钟内打开以下链接设置新密码：\n{link}\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
  },
  TH: {
    smsCode: '{brand}: รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน 10 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น',
    codeSubject: '{brand}: รหัสยืนยันของคุณ',
    resetSubject: '{brand}: ตั้งรหัสผ่านใหม่',
    resetBody:
      'มีผู้ขอรีเซ็ตรหัสผ่านบัญชี {brand} ของคุณ เปิดลิงก์นี้ภายใน 30 นาทีเพื่อตั้งรหัสผ่านใหม่:\n{link}\nหากไม่ใช่คุณ โปรดเพิกเฉยต่อข้อความนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  VI: {
    smsCode:
      '{brand}: mã xác minh của bạn là {code}, có hiệu lực trong 10 phút. Không chia sẻ mã này với ai.',
    codeSubject: '{brand}: mã xác minh của bạn',
    resetSubject: '{brand}: đặt lại mật khẩu',
    resetBody:
      'Có người yêu cầu đặt lại mật khẩu tài khoản {brand} của bạn. Mở liên kết này trong vòng 30 phút để chọn mật khẩu mới:\n{link}\nNếu không phải bạn, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
  },
} as const;

type TextKey = keyof (typeof TEXTS)['EN'];

export function messageText(language: string, key: TextKey, values: Record<string, string>): string {
  const texts = Object.hasOwn(TEXTS, language) ? TEXTS[language as keyof typeof TEXTS] : TEXTS.EN;
  return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
