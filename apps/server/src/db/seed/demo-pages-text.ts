/** Help centre, join-us and install-guide text of the demo brand, in each of its languages. */
type Lang = 'EN' | 'CN' | 'TH' | 'VI';
type Section = {
  key: string;
  parent: string | null;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
};

const none = { EN: '', CN: '', TH: '', VI: '' };

export const HELP: Section[] = [
  {
    key: 'account',
    parent: null,
    title: { EN: 'Account', CN: '账户', TH: 'บัญชี', VI: 'Tài khoản' },
    body: none,
  },
  {
    key: 'register',
    parent: 'account',
    title: {
      EN: 'How do I open an account?',
      CN: '如何注册账户？',
      TH: 'เปิดบัญชีอย่างไร?',
      VI: 'Làm thế nào để mở tài khoản?',
    },
    body: {
      EN: 'Choose Register, pick a username or use your mobile number, and set a password of at least 8 characters.\n\nYou must be 18 or older to play.',
      CN: '点击注册，选择用户名或使用手机号码，并设置至少 8 位的密码。\n\n您必须年满 18 岁才能参与游戏。',
      TH: 'กดสมัครสมาชิก เลือกชื่อผู้ใช้หรือใช้หมายเลขโทรศัพท์ และตั้งรหัสผ่านอย่างน้อย 8 ตัวอักษร\n\nคุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้',
      VI: 'Chọn Đăng ký, chọn tên đăng nhập hoặc dùng số điện thoại, và đặt mật khẩu ít nhất 8 ký tự.\n\nBạn phải từ 18 tuổi trở lên để chơi.',
    },
  },
  {
    key: 'password',
    parent: 'account',
    title: { EN: 'I forgot my password', CN: '忘记密码怎么办？', TH: 'ลืมรหัสผ่าน', VI: 'Tôi quên mật khẩu' },
    body: {
      EN: 'Use Forgot password on the login screen. We send a reset link to the email on your account; it works once and expires after 10 minutes.',
      CN: '在登录页面点击忘记密码。我们会向您账户绑定的邮箱发送重置链接，该链接仅可使用一次，10 分钟后失效。',
      TH: 'ใช้ "ลืมรหัสผ่าน" ที่หน้าล็อกอิน เราจะส่งลิงก์รีเซ็ตไปยังอีเมลในบัญชีของคุณ ลิงก์ใช้ได้ครั้งเดียวและหมดอายุใน 10 นาที',
      VI: 'Dùng Quên mật khẩu ở màn hình đăng nhập. Chúng tôi gửi liên kết đặt lại đến email của tài khoản; liên kết chỉ dùng được một lần và hết hạn sau 10 phút.',
    },
  },
  {
    key: 'payments',
    parent: null,
    title: { EN: 'Deposits and withdrawals', CN: '存款与取款', TH: 'ฝากและถอนเงิน', VI: 'Nạp và rút tiền' },
    body: none,
  },
  {
    key: 'deposit',
    parent: 'payments',
    title: {
      EN: 'How long does a deposit take?',
      CN: '存款多久到账？',
      TH: 'ฝากเงินใช้เวลานานเท่าไร?',
      VI: 'Nạp tiền mất bao lâu?',
    },
    body: {
      EN: 'Most deposits arrive within a few minutes. If yours has not arrived after 30 minutes, contact customer service with your transaction number.',
      CN: '大多数存款会在几分钟内到账。如 30 分钟后仍未到账，请携带交易单号联系客服。',
      TH: 'การฝากส่วนใหญ่เข้าภายในไม่กี่นาที หากผ่านไป 30 นาทียังไม่เข้า โปรดติดต่อฝ่ายบริการลูกค้าพร้อมหมายเลขธุรกรรม',
      VI: 'Phần lớn giao dịch nạp đến trong vài phút. Nếu sau 30 phút chưa nhận được, hãy liên hệ chăm sóc khách hàng kèm mã giao dịch.',
    },
  },
  {
    key: 'withdraw',
    parent: 'payments',
    title: {
      EN: 'When will I receive my withdrawal?',
      CN: '取款何时到账？',
      TH: 'จะได้รับเงินถอนเมื่อไร?',
      VI: 'Khi nào tôi nhận được tiền rút?',
    },
    body: {
      EN: 'Withdrawals are reviewed and paid in order, usually within an hour. Once paid, confirm whether you received the full amount.',
      CN: '取款按顺序审核并出款，通常在一小时内完成。出款后请确认是否足额到账。',
      TH: 'การถอนเงินจะได้รับการตรวจสอบและจ่ายตามลำดับ โดยปกติภายในหนึ่งชั่วโมง เมื่อจ่ายแล้วโปรดยืนยันว่าได้รับครบจำนวน',
      VI: 'Yêu cầu rút tiền được duyệt và chi trả theo thứ tự, thường trong vòng một giờ. Sau khi chi trả, hãy xác nhận bạn đã nhận đủ số tiền.',
    },
  },
  {
    key: 'terms',
    parent: null,
    title: {
      EN: 'Terms and responsible play',
      CN: '条款与理性娱乐',
      TH: 'ข้อกำหนดและการเล่นอย่างรับผิดชอบ',
      VI: 'Điều khoản và chơi có trách nhiệm',
    },
    body: none,
  },
  {
    key: 'user-agreement',
    parent: 'terms',
    title: { EN: 'User agreement', CN: '用户协议', TH: 'ข้อตกลงผู้ใช้', VI: 'Thỏa thuận người dùng' },
    body: {
      EN: 'By opening an account you confirm that you are at least 18 years old, that the account is yours alone, and that you will play only with your own money.\n\nWe may ask for proof of identity before paying out.',
      CN: '注册账户即表示您确认已年满 18 岁，账户仅供本人使用，并且只使用本人资金进行游戏。\n\n出款前我们可能要求您提供身份证明。',
      TH: 'การเปิดบัญชีถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี บัญชีเป็นของคุณเพียงผู้เดียว และจะเล่นด้วยเงินของตนเองเท่านั้น\n\nเราอาจขอหลักฐานยืนยันตัวตนก่อนจ่ายเงิน',
      VI: 'Khi mở tài khoản, bạn xác nhận mình đủ 18 tuổi, tài khoản chỉ thuộc về bạn và bạn chỉ chơi bằng tiền của chính mình.\n\nChúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả.',
    },
  },
  {
    key: 'limits',
    parent: 'terms',
    title: {
      EN: 'Setting limits and taking a break',
      CN: '设置限额与暂停游戏',
      TH: 'การตั้งวงเงินและการพักเล่น',
      VI: 'Đặt hạn mức và tạm nghỉ',
    },
    body: {
      EN: 'You can set daily, weekly or monthly deposit limits, or pause your account for a chosen time. Lowering a limit takes effect at once.',
      CN: '您可以设置每日、每周或每月存款限额，或将账户暂停一段时间。降低限额立即生效。',
      TH: 'คุณตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือนได้ หรือพักบัญชีตามระยะเวลาที่เลือก การลดวงเงินมีผลทันที',
      VI: 'Bạn có thể đặt hạn mức nạp theo ngày, tuần hoặc tháng, hoặc tạm khóa tài khoản trong thời gian tùy chọn. Giảm hạn mức có hiệu lực ngay.',
    },
  },
];

export const JOIN: Section[] = [
  {
    key: 'why',
    parent: null,
    title: {
      EN: 'Why partner with us',
      CN: '为什么选择我们',
      TH: 'ทำไมต้องเป็นพาร์ทเนอร์กับเรา',
      VI: 'Vì sao hợp tác với chúng tôi',
    },
    body: {
      EN: 'Earn from every player you bring, for as long as they play. Clear reports show your team, their play and your income in real time.',
      CN: '您推荐的每位玩家都会为您带来持续收益。清晰的报表实时展示您的团队、投注与收入。',
      TH: 'รับรายได้จากผู้เล่นทุกคนที่คุณแนะนำตราบเท่าที่พวกเขายังเล่น รายงานที่ชัดเจนแสดงทีม การเล่น และรายได้ของคุณแบบเรียลไทม์',
      VI: 'Nhận thu nhập từ mọi người chơi bạn giới thiệu, miễn là họ còn chơi. Báo cáo rõ ràng cho thấy đội nhóm, lượt chơi và thu nhập của bạn theo thời gian thực.',
    },
  },
  {
    key: 'pay',
    parent: null,
    title: { EN: 'How you are paid', CN: '收益方式', TH: 'รูปแบบรายได้', VI: 'Cách bạn được trả thưởng' },
    body: {
      EN: "Choose the contract that suits you: dividends after each period, daily or hourly salary on your team's volume, or real-time salary settled every five minutes.",
      CN: '选择适合您的合约：按周期结算的分红、按团队流水计算的日薪或时薪，或每五分钟结算一次的实时工资。',
      TH: 'เลือกสัญญาที่เหมาะกับคุณ: เงินปันผลหลังจบแต่ละรอบ เงินเดือนรายวันหรือรายชั่วโมงตามยอดของทีม หรือเงินเดือนแบบเรียลไทม์ที่ชำระทุกห้านาที',
      VI: 'Chọn hợp đồng phù hợp: chia cổ tức sau mỗi kỳ, lương ngày hoặc lương giờ theo doanh số của đội, hoặc lương thời gian thực thanh toán mỗi năm phút.',
    },
  },
  {
    key: 'start',
    parent: null,
    title: { EN: 'Getting started', CN: '如何开始', TH: 'เริ่มต้นอย่างไร', VI: 'Bắt đầu như thế nào' },
    body: {
      EN: 'Apply below. Our partner team replies within 24 hours and opens your agent account with a starter contract.',
      CN: '请在下方提交申请。合作团队将在 24 小时内回复，并为您开通代理账户及初始合约。',
      TH: 'สมัครด้านล่าง ทีมพาร์ทเนอร์จะตอบกลับภายใน 24 ชั่วโมงและเปิดบัญชีเอเจนต์พร้อมสัญญาเริ่มต้นให้คุณ',
      VI: 'Đăng ký bên dưới. Đội ngũ đối tác sẽ phản hồi trong 24 giờ và mở tài khoản đại lý kèm hợp đồng khởi đầu cho bạn.',
    },
  },
];

export const GUIDES: Section[] = [
  {
    key: 'ios',
    parent: null,
    title: { EN: 'iOS', CN: 'iOS', TH: 'iOS', VI: 'iOS' },
    body: {
      EN: 'Scan the QR code with the Camera app.\nTap Install and confirm.\nOpen Settings > General > VPN & Device Management and trust the profile.\nOpen the app and log in.',
      CN: '使用相机扫描二维码。\n点击安装并确认。\n打开 设置 > 通用 > VPN与设备管理，信任该描述文件。\n打开应用并登录。',
      TH: 'สแกนคิวอาร์โค้ดด้วยแอปกล้อง\nแตะติดตั้งและยืนยัน\nเปิด การตั้งค่า > ทั่วไป > VPN และการจัดการอุปกรณ์ แล้วเชื่อถือโปรไฟล์\nเปิดแอปและเข้าสู่ระบบ',
      VI: 'Quét mã QR bằng ứng dụng Camera.\nChạm Cài đặt và xác nhận.\nMở Cài đặt > Cài đặt chung > VPN & Quản lý thiết bị và tin cậy hồ sơ.\nMở ứng dụng và đăng nhập.',
    },
  },
  {
    key: 'android',
    parent: null,
    title: { EN: 'Android', CN: 'Android', TH: 'Android', VI: 'Android' },
    body: {
      EN: 'Scan the QR code or tap Download.\nAllow installs from your browser when asked.\nOpen the downloaded file and tap Install.\nOpen the app and log in.',
      CN: '扫描二维码或点击下载。\n按提示允许浏览器安装应用。\n打开下载的文件并点击安装。\n打开应用并登录。',
      TH: 'สแกนคิวอาร์โค้ดหรือแตะดาวน์โหลด\nอนุญาตการติดตั้งจากเบราว์เซอร์เมื่อระบบถาม\nเปิดไฟล์ที่ดาวน์โหลดแล้วแตะติดตั้ง\nเปิดแอปและเข้าสู่ระบบ',
      VI: 'Quét mã QR hoặc chạm Tải xuống.\nCho phép trình duyệt cài đặt khi được hỏi.\nMở tệp đã tải và chạm Cài đặt.\nMở ứng dụng và đăng nhập.',
    },
  },
  {
    key: 'iosLite',
    parent: null,
    title: { EN: 'iOS Lite', CN: 'iOS 轻量版', TH: 'iOS Lite', VI: 'iOS Lite' },
    body: {
      EN: 'Open the link in Safari.\nTap Share, then Add to Home Screen.\nStart the lite app from your home screen.',
      CN: '在 Safari 中打开链接。\n点击分享，然后选择添加到主屏幕。\n从主屏幕启动轻量版。',
      TH: 'เปิดลิงก์ใน Safari\nแตะแชร์ แล้วเลือกเพิ่มไปยังหน้าจอโฮม\nเปิดแอปเวอร์ชันไลต์จากหน้าจอโฮม',
      VI: 'Mở liên kết bằng Safari.\nChạm Chia sẻ, rồi Thêm vào MH chính.\nMở ứng dụng lite từ màn hình chính.',
    },
  },
];
