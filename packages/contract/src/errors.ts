/**
 * Stable error ids with their HTTP status and the human text in each language.
 * The English texts of spec §8 are kept word for word where the spec gives them.
 */
export const errorCatalogue = {
  'function.not.available': { status: 400, en: 'This function is not available', cn: '该功能不可用' },
  'request.invalid': {
    status: 400,
    en: 'The request is invalid, please check the fields',
    cn: '请求无效，请检查填写内容',
  },
  'request.body.too.large': { status: 413, en: 'The request is too large', cn: '请求内容过大' },
  request_body_required: {
    status: 400,
    en: 'The request body is missing or cannot be read',
    cn: '请求内容缺失或无法解析',
  },
  'login.not.session': { status: 401, en: 'You are not logged in, please login', cn: '您尚未登录，请先登录' },
  'login.required.fields': { status: 400, en: 'Please enter the username and password', cn: '请输入用户名和密码' },
  'login.non.member': { status: 403, en: 'Non-member account unable to login', cn: '非会员账号无法登录' },
  'login.non.agent': { status: 403, en: 'Non-agents cannot log in', cn: '非代理账号无法登录' },
  'login.failed': { status: 400, en: 'Incorrect username or password', cn: '用户名或密码错误' },
  'login.locked': {
    status: 429,
    en: 'Too many failed attempts, please try again later',
    cn: '失败次数过多，请稍后再试',
  },
  'login.remember.invalid': { status: 400, en: 'Please log in again', cn: '请重新登录' },
  'login.verification.expired': {
    status: 400,
    en: 'The verification has expired, please log in again',
    cn: '验证已过期，请重新登录',
  },
  'login.social.failed': { status: 400, en: 'Login failure', cn: '登录失败' },
  'account.not.found': { status: 400, en: 'Username/Email does not exist', cn: '用户名/邮箱不存在' },
  'account.suspended': { status: 403, en: 'This account is suspended', cn: '该账号已被停用' },
  'captcha.required': { status: 400, en: 'Please complete verification first', cn: '请先完成验证' },
  'captcha.invalid': { status: 400, en: 'Captcha verification failed', cn: '图形验证码错误' },
  'phone.invalid': { status: 400, en: 'Invalid phone number format', cn: '手机号码格式不正确' },
  'phone.missing': { status: 400, en: 'Please enter the phone number', cn: '请输入手机号码' },
  'sms.too.many': {
    status: 429,
    en: 'Too many requests, please try again after 5 minutes',
    cn: '请求过于频繁，请5分钟后再试',
  },
  'sms.quota': { status: 503, en: 'Quota insufficient, please try again later', cn: '短信额度不足，请稍后再试' },
  'code.invalid': { status: 400, en: 'Invalid or missing verification code', cn: '验证码无效或未填写' },
  'code.expired': { status: 400, en: 'The verification code has expired', cn: '验证码已过期' },
  invitation_code_error: { status: 400, en: 'Invalid invitation code', cn: '邀请码无效' },
  'register.username.taken': { status: 409, en: 'This username is already taken', cn: '该用户名已被使用' },
  'register.mobile.taken': {
    status: 409,
    en: 'This mobile number is already registered',
    cn: '该手机号码已注册',
  },
  'password.inconsistent': { status: 400, en: 'The two passwords are inconsistent', cn: '两次输入的密码不一致' },
  'password.change.required': {
    status: 403,
    en: 'Please change your password first',
    cn: '请先修改密码',
  },
  'password.old.wrong': { status: 400, en: 'The old password is incorrect', cn: '旧密码不正确' },
  'password.invalid': {
    status: 400,
    en: 'The new password does not meet the requirements',
    cn: '新密码不符合要求',
  },
  'password.reset.invalid': {
    status: 400,
    en: 'This reset link is invalid or has expired',
    cn: '重置链接无效或已过期',
  },
  'payment.password.exists': { status: 409, en: 'The payment password is already set', cn: '资金密码已设置' },
  'payment.password.missing': { status: 422, en: 'Please set a payment password first', cn: '请先设置资金密码' },
  'payment.password.wrong': { status: 400, en: 'The payment password is incorrect', cn: '资金密码不正确' },
  'access.forbidden': { status: 403, en: 'You are not allowed to do this', cn: '您无权执行此操作' },
  in_need_true_account: { status: 403, en: 'A real account is needed for this', cn: '此功能需要正式账号' },
  'access.restricted': { status: 403, en: 'Access restricted', cn: '访问受限' },
  'system.maintenance': { status: 503, en: 'The site is under maintenance', cn: '网站维护中' },
  'not.found': { status: 404, en: 'Not found', cn: '未找到' },
  'route.not.found': { status: 404, en: 'Invalid URL, please contact customer service', cn: '无效的网址，请联系客服' },
  'deposit.channel.unavailable': {
    status: 400,
    en: 'This deposit channel is not available, please choose another',
    cn: '该存款渠道不可用，请选择其他渠道',
  },
  'deposit.amount.out.of.range': {
    status: 400,
    en: 'The amount is outside the limits of this channel',
    cn: '金额超出该渠道的限额',
  },
  'console.login.failed': { status: 400, en: 'Incorrect brand, username or password', cn: '品牌、用户名或密码错误' },
  'console.not.session': { status: 401, en: 'Please sign in to the console', cn: '请登录后台' },
  'withdraw.state.invalid': {
    status: 409,
    en: 'This withdrawal is no longer in a state that allows this',
    cn: '该取款单当前状态不允许此操作',
  },
  'deposit.state.invalid': {
    status: 409,
    en: 'This deposit can no longer be credited this way',
    cn: '该存款单已无法以此方式上分',
  },
  'bank.holder.mismatch': {
    status: 400,
    en: 'The account holder must be you, under your real name',
    cn: '开户人必须是您本人（与真实姓名一致）',
  },
  'bank.account.limit': { status: 400, en: 'You cannot bind more bank accounts', cn: '已达到可绑定银行卡的上限' },
  'bank.account.exists': { status: 409, en: 'This bank account is already bound', cn: '该银行卡已绑定' },
  'withdraw.amount.out.of.range': {
    status: 400,
    en: 'The amount is outside the withdrawal limits',
    cn: '金额超出取款限额',
  },
  'withdraw.daily.limit': {
    status: 400,
    en: 'You have made all the withdrawals allowed today',
    cn: '今日取款次数已用完',
  },
  'transfer.target.invalid': {
    status: 400,
    en: 'You can only transfer to your direct upline or a direct downline',
    cn: '只能转账给直属上级或直属下级',
  },
  'balance.insufficient': { status: 400, en: 'Insufficient balance', cn: '余额不足' },
  'idempotency.conflict': {
    status: 409,
    en: 'This request key was already used for a different request',
    cn: '该请求标识已用于其他请求',
  },
  'request.conflict': { status: 409, en: 'This was already done', cn: '该操作已完成' },
  'rate.limited': { status: 429, en: 'Too many requests, please try again later', cn: '请求过于频繁，请稍后再试' },
  'system.busy': { status: 500, en: 'Unknown error', cn: '未知错误' },
  'service.unavailable': { status: 503, en: 'Network link is abnormal, please try again', cn: '网络连接异常，请重试' },
} as const satisfies Record<string, { status: number; en: string; cn: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
