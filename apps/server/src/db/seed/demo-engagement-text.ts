/** The demo brand's promotion texts and mall product names in its languages (EN, CN, TH, VI). */
type Texts = Record<'EN' | 'CN' | 'TH' | 'VI', { title: string; body: string }>;

export const PROMOTION_TEXTS: Record<string, Texts> = {
  WELCOME20: {
    EN: {
      title: 'Welcome bonus: 20.00 for new members',
      body: 'Joined in the last 7 days? Apply with a screenshot of your first deposit and we add a 20.00 bonus.\n\nWager the bonus 5 times before withdrawing it. One application per member.',
    },
    CN: {
      title: '新会员欢迎礼：20.00 彩金',
      body: '7 天内注册的新会员，上传首存截图即可申请 20.00 彩金。\n\n彩金需完成 5 倍流水方可提款，每位会员限申请一次。',
    },
    TH: {
      title: 'โบนัสต้อนรับ 20.00 สำหรับสมาชิกใหม่',
      body: 'สมัครภายใน 7 วันที่ผ่านมา? ส่งภาพหน้าจอการฝากครั้งแรกเพื่อรับโบนัส 20.00\n\nต้องทำยอดเทิร์น 5 เท่าของโบนัสก่อนถอน สมัครได้สมาชิกละหนึ่งครั้ง',
    },
    VI: {
      title: 'Thưởng chào mừng 20.00 cho thành viên mới',
      body: 'Đăng ký trong 7 ngày qua? Gửi ảnh chụp lần nạp đầu tiên để nhận thưởng 20.00.\n\nCần cược đủ 5 lần tiền thưởng trước khi rút. Mỗi thành viên đăng ký một lần.',
    },
  },
  RELOAD10: {
    EN: {
      title: 'Weekly reload: claim 10.00',
      body: 'Deposit 50.00 or more within 7 days and claim a 10.00 bonus at once.\n\nWager the bonus 3 times before withdrawing it.',
    },
    CN: {
      title: '每周续存：领取 10.00',
      body: '7 天内累计存款 50.00 以上，即可立即领取 10.00 彩金。\n\n彩金需完成 3 倍流水方可提款。',
    },
    TH: {
      title: 'ฝากต่อรายสัปดาห์: รับ 10.00',
      body: 'ฝาก 50.00 ขึ้นไปภายใน 7 วัน กดรับโบนัส 10.00 ได้ทันที\n\nต้องทำยอดเทิร์น 3 เท่าของโบนัสก่อนถอน',
    },
    VI: {
      title: 'Nạp lại hằng tuần: nhận 10.00',
      body: 'Nạp từ 50.00 trở lên trong 7 ngày và nhận ngay 10.00 tiền thưởng.\n\nCần cược đủ 3 lần tiền thưởng trước khi rút.',
    },
  },
  ZALO131: {
    EN: {
      title: 'Zalo reward: up to 131K',
      body: 'Add your Zalo in your profile, then draw once for a prize of up to 131,000.\n\nEvery member with a Zalo may draw once; the prize is paid into your main wallet at once.',
    },
    CN: {
      title: 'Zalo 奖励：最高 131K',
      body: '在个人资料中添加 Zalo，即可抽奖一次，最高奖金 131,000。\n\n每位已填写 Zalo 的会员可抽一次，奖金即时存入主钱包。',
    },
    TH: {
      title: 'รางวัล Zalo: สูงสุด 131K',
      body: 'เพิ่ม Zalo ในโปรไฟล์ของคุณ แล้วสุ่มรางวัลหนึ่งครั้ง ลุ้นสูงสุด 131,000\n\nสมาชิกที่มี Zalo สุ่มได้คนละหนึ่งครั้ง รางวัลเข้ากระเป๋าหลักทันที',
    },
    VI: {
      title: 'Thưởng Zalo: lên đến 131K',
      body: 'Thêm Zalo vào hồ sơ của bạn rồi quay một lần để nhận giải thưởng lên đến 131.000.\n\nMỗi thành viên có Zalo được quay một lần; giải thưởng vào ví chính ngay lập tức.',
    },
  },
  DAILYSPIN: {
    EN: {
      title: 'Daily lucky draw',
      body: 'One free draw every day (GMT+8) for a prize between 0.50 and 8.88.\n\nThe prize is paid into your main wallet at once.',
    },
    CN: {
      title: '每日幸运抽奖',
      body: '每天（GMT+8）免费抽奖一次，奖金 0.50 至 8.88。\n\n奖金即时存入主钱包。',
    },
    TH: {
      title: 'สุ่มรางวัลนำโชคประจำวัน',
      body: 'สุ่มฟรีวันละครั้ง (GMT+8) ลุ้นรางวัล 0.50 ถึง 8.88\n\nรางวัลเข้ากระเป๋าหลักทันที',
    },
    VI: {
      title: 'Quay may mắn hằng ngày',
      body: 'Mỗi ngày một lượt quay miễn phí (GMT+8) với giải từ 0.50 đến 8.88.\n\nGiải thưởng vào ví chính ngay lập tức.',
    },
  },
  VIPWEEKEND: {
    EN: {
      title: 'VIP weekend: 25.00 for VIP1 and above',
      body: 'Coming soon: members from VIP1 up claim 25.00 over the weekend.\n\nWager the bonus 5 times before withdrawing it.',
    },
    CN: {
      title: 'VIP 周末：VIP1 及以上领 25.00',
      body: '即将开始：VIP1 及以上会员周末可领取 25.00。\n\n彩金需完成 5 倍流水方可提款。',
    },
    TH: {
      title: 'VIP สุดสัปดาห์: 25.00 สำหรับ VIP1 ขึ้นไป',
      body: 'เร็ว ๆ นี้: สมาชิก VIP1 ขึ้นไปรับ 25.00 ช่วงสุดสัปดาห์\n\nต้องทำยอดเทิร์น 5 เท่าของโบนัสก่อนถอน',
    },
    VI: {
      title: 'Cuối tuần VIP: 25.00 cho VIP1 trở lên',
      body: 'Sắp diễn ra: thành viên từ VIP1 trở lên nhận 25.00 vào cuối tuần.\n\nCần cược đủ 5 lần tiền thưởng trước khi rút.',
    },
  },
  LANTERN: {
    EN: {
      title: 'Lantern festival tournament',
      body: 'Our lantern festival tournament has ended. Thank you for playing: watch this page for the next one.',
    },
    CN: {
      title: '元宵锦标赛',
      body: '元宵锦标赛已结束，感谢参与，敬请关注下一场活动。',
    },
    TH: {
      title: 'ทัวร์นาเมนต์เทศกาลโคมไฟ',
      body: 'ทัวร์นาเมนต์เทศกาลโคมไฟสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก ติดตามกิจกรรมครั้งถัดไปได้ที่หน้านี้',
    },
    VI: {
      title: 'Giải đấu Lễ hội Đèn lồng',
      body: 'Giải đấu Lễ hội Đèn lồng đã kết thúc. Cảm ơn bạn đã tham gia, hãy theo dõi trang này cho sự kiện tiếp theo.',
    },
  },
};

type Names = Record<'EN' | 'CN' | 'TH' | 'VI', string>;

export const PRODUCT_NAMES: Record<string, Names> = {
  'coupon-deposit': {
    EN: '10% deposit coupon',
    CN: '10% 存款优惠券',
    TH: 'คูปองเงินฝาก 10%',
    VI: 'Phiếu thưởng nạp 10%',
  },
  'coupon-free-spins': {
    EN: '20 free spins coupon',
    CN: '20 次免费旋转券',
    TH: 'คูปองฟรีสปิน 20 ครั้ง',
    VI: 'Phiếu 20 lượt quay miễn phí',
  },
  'life-phone-topup': {
    EN: 'Mobile top-up 5.00',
    CN: '手机话费充值 5.00',
    TH: 'เติมเงินมือถือ 5.00',
    VI: 'Nạp tiền điện thoại 5.00',
  },
  'life-coffee': {
    EN: 'Coffee voucher',
    CN: '咖啡兑换券',
    TH: 'บัตรกำนัลกาแฟ',
    VI: 'Phiếu cà phê',
  },
  'gift-earbuds': {
    EN: 'Wireless earbuds',
    CN: '无线耳机',
    TH: 'หูฟังไร้สาย',
    VI: 'Tai nghe không dây',
  },
  'gift-lotus-mug': {
    EN: 'Lucky Lotus mug',
    CN: 'Lucky Lotus 马克杯',
    TH: 'แก้วมัค Lucky Lotus',
    VI: 'Cốc Lucky Lotus',
  },
  'cash-5': { EN: 'Cash 5.00', CN: '现金 5.00', TH: 'เงินสด 5.00', VI: 'Tiền mặt 5.00' },
  'cash-20': { EN: 'Cash 20.00', CN: '现金 20.00', TH: 'เงินสด 20.00', VI: 'Tiền mặt 20.00' },
};
