/** The demo brand's written content in each of its languages (EN, CN, TH, VI). */
type Text = { title: string; body: string };
type Localised<T> = Record<'EN' | 'CN' | 'TH' | 'VI', T>;

export const NOTICES: Localised<Text>[] = [
  {
    EN: {
      title: 'Scheduled maintenance for {{vendor}}',
      body: '{{vendor}} games will be unavailable for about two hours while the provider upgrades its servers.\n\nYour balance is safe; unfinished rounds are settled when the games return.',
    },
    CN: {
      title: '{{vendor}} 例行维护通知',
      body: '{{vendor}} 游戏将暂停约两小时，供应商正在升级服务器。\n\n您的余额安全无虞，未完成的局将在恢复后结算。',
    },
    TH: {
      title: 'แจ้งปิดปรับปรุง {{vendor}} ตามกำหนด',
      body: 'เกมของ {{vendor}} จะไม่สามารถใช้งานได้ประมาณสองชั่วโมง ระหว่างที่ผู้ให้บริการอัปเกรดเซิร์ฟเวอร์\n\nยอดเงินของคุณปลอดภัย รอบที่ยังไม่จบจะได้รับการชำระเมื่อเกมกลับมา',
    },
    VI: {
      title: 'Bảo trì định kỳ {{vendor}}',
      body: 'Các trò chơi {{vendor}} sẽ tạm ngừng khoảng hai giờ để nhà cung cấp nâng cấp máy chủ.\n\nSố dư của bạn an toàn; các ván chưa kết thúc sẽ được thanh toán khi trò chơi hoạt động trở lại.',
    },
  },
  {
    EN: {
      title: 'New payment method: {{method}}',
      body: 'You can now deposit with {{method}}. Deposits arrive within minutes and carry no fee from us.',
    },
    CN: {
      title: '新增支付方式：{{method}}',
      body: '现在可以使用 {{method}} 存款。款项数分钟内到账，本站不收取手续费。',
    },
    TH: {
      title: 'ช่องทางชำระเงินใหม่: {{method}}',
      body: 'ตอนนี้คุณฝากเงินผ่าน {{method}} ได้แล้ว เงินเข้าภายในไม่กี่นาทีและเราไม่คิดค่าธรรมเนียม',
    },
    VI: {
      title: 'Phương thức thanh toán mới: {{method}}',
      body: 'Bạn đã có thể nạp tiền bằng {{method}}. Tiền vào tài khoản trong vài phút và chúng tôi không thu phí.',
    },
  },
  {
    EN: {
      title: 'Lottery draw times for week {{week}}',
      body: 'Regional draws run as usual this week. Bets close five minutes before each draw.',
    },
    CN: { title: '第 {{week}} 周彩票开奖时间', body: '本周地区彩票照常开奖，每期开奖前五分钟停止投注。' },
    TH: {
      title: 'เวลาออกรางวัลลอตเตอรี่ สัปดาห์ที่ {{week}}',
      body: 'การออกรางวัลประจำภูมิภาคเป็นไปตามปกติในสัปดาห์นี้ ปิดรับแทงห้านาทีก่อนออกรางวัลแต่ละงวด',
    },
    VI: {
      title: 'Lịch quay xổ số tuần {{week}}',
      body: 'Các kỳ quay khu vực diễn ra bình thường trong tuần này. Ngừng nhận cược năm phút trước mỗi kỳ quay.',
    },
  },
];

export const NOTICE_FILL = [
  { vendor: 'Dragon Spins', method: 'QR Pay', week: '46' },
  { vendor: 'Jade Studio', method: 'Bank Transfer', week: '45' },
  { vendor: 'Neon Slots', method: 'E-Wallet', week: '44' },
  { vendor: 'Kickoff', method: 'Mobile Top-up', week: '43' },
];

export const POPUP: Localised<Text> = {
  EN: {
    title: 'Welcome to Lucky Lotus',
    body: 'Play responsibly. Set your own deposit limits any time in your account, and take a break whenever you need one.',
  },
  CN: { title: '欢迎来到 Lucky Lotus', body: '请理性娱乐。您可以随时在账户中设置存款限额，需要时随时休息。' },
  TH: {
    title: 'ยินดีต้อนรับสู่ Lucky Lotus',
    body: 'โปรดเล่นอย่างมีความรับผิดชอบ ตั้งวงเงินฝากได้ทุกเมื่อในบัญชีของคุณ และพักได้ทุกเมื่อที่ต้องการ',
  },
  VI: {
    title: 'Chào mừng đến với Lucky Lotus',
    body: 'Hãy chơi có trách nhiệm. Bạn có thể đặt hạn mức nạp tiền bất cứ lúc nào trong tài khoản và nghỉ ngơi khi cần.',
  },
};

/** The player notice (PL): read only by logged-in members, in the notice window's own tab. */
export const MEMBER_NOTICE: Localised<Text> = {
  EN: {
    title: 'Withdrawals are paid faster this month',
    body: 'Withdrawals approved before 22:00 (GMT+8) are now paid the same evening. Bind your bank account in My account before your first withdrawal.',
  },
  CN: {
    title: '本月提款到账更快',
    body: '北京时间 22:00 前审核通过的提款，当晚即可到账。首次提款前，请先在“我的账户”中绑定银行账户。',
  },
  TH: {
    title: 'เดือนนี้ถอนเงินได้เร็วขึ้น',
    body: 'การถอนที่อนุมัติก่อน 22:00 น. (GMT+8) จะได้รับเงินในเย็นวันเดียวกัน โปรดผูกบัญชีธนาคารในบัญชีของฉันก่อนถอนครั้งแรก',
  },
  VI: {
    title: 'Rút tiền nhanh hơn trong tháng này',
    body: 'Lệnh rút được duyệt trước 22:00 (GMT+8) sẽ được chi trả ngay trong tối. Hãy liên kết tài khoản ngân hàng trong Tài khoản của tôi trước lần rút đầu tiên.',
  },
};

export const HEADLINES: Localised<string[]> = {
  EN: ['Weekend reload bonus starts Friday', 'New live tables every evening'],
  CN: ['周末充值奖励周五开始', '每晚新增真人牌桌'],
  TH: ['โบนัสเติมเงินสุดสัปดาห์เริ่มวันศุกร์', 'โต๊ะไลฟ์ใหม่ทุกเย็น'],
  VI: ['Thưởng nạp cuối tuần bắt đầu từ thứ Sáu', 'Bàn live mới mỗi tối'],
};

export const BANNERS: { image: string; link: string | null; title: Localised<string> }[] = [
  {
    image: 'banners/welcome.svg',
    link: '/promotions',
    title: {
      EN: 'Welcome bonus on your first deposit',
      CN: '首存即享欢迎奖励',
      TH: 'โบนัสต้อนรับสำหรับการฝากครั้งแรก',
      VI: 'Thưởng chào mừng cho lần nạp đầu tiên',
    },
  },
  {
    image: 'banners/live.svg',
    link: '/live',
    title: {
      EN: 'Live dealers, around the clock',
      CN: '真人荷官，全天候在线',
      TH: 'ดีลเลอร์สด ตลอด 24 ชั่วโมง',
      VI: 'Dealer trực tiếp suốt ngày đêm',
    },
  },
  {
    image: 'banners/lottery.svg',
    link: null,
    title: {
      EN: 'Draws every few minutes',
      CN: '每隔几分钟开奖一次',
      TH: 'ออกรางวัลทุกไม่กี่นาที',
      VI: 'Quay thưởng vài phút một lần',
    },
  },
];

export const REGISTER_BANNER: Localised<string> = {
  EN: 'Join in a minute and start playing',
  CN: '一分钟注册，立即开玩',
  TH: 'สมัครในหนึ่งนาทีแล้วเริ่มเล่นได้เลย',
  VI: 'Đăng ký trong một phút và bắt đầu chơi',
};

export const PROMO_BODY: Localised<string> = {
  EN: 'See the promotions page for the full terms.',
  CN: '完整条款请见优惠活动页面。',
  TH: 'ดูเงื่อนไขทั้งหมดได้ที่หน้าโปรโมชั่น',
  VI: 'Xem đầy đủ điều khoản tại trang khuyến mãi.',
};
