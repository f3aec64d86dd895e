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
  'access.forbidden': { status: 403, en: 'You are not allowed to do this', cn: '您无权执行此操作' },
  in_need_true_account: { status: 403, en: 'A real account is needed for this', cn: '此功能需要正式账号' },
  'access.restricted': { status: 403, en: 'Access restricted', cn: '访问受限' },
  'system.maintenance': { status: 503, en: 'The site is under maintenance', cn: '网站维护中' },
  'not.found': { status: 404, en: 'Not found', cn: '未找到' },
  'route.not.found': { status: 404, en: 'Invalid URL, please contact customer service', cn: '无效的网址，请联系客服' },
  'request.conflict': { status: 409, en: 'This was already done', cn: '该操作已完成' },
  'rate.limited': { status: 429, en: 'Too many requests, please try again later', cn: '请求过于频繁，请稍后再试' },
  'system.busy': { status: 500, en: 'Unknown error', cn: '未知错误' },
  'service.unavailable': { status: 503, en: 'Network link is abnormal, please try again', cn: '网络连接异常，请重试' },
} as const satisfies Record<string, { status: number; en: string; cn: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
