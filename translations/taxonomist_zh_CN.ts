<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Core</name>
    <message>
        <source>the taxonomy has no level %1</source>
        <translation>分类体系没有第 %1 层</translation>
    </message>
    <message>
        <source>too many kinds of decision in the vote tally</source>
        <translation>投票统计中的裁定方式种类过多</translation>
    </message>
    <message>
        <source>more labels than one report can hold</source>
        <translation>标注多到一份报告无法容纳</translation>
    </message>
    <message>
        <source>agreement compares at most %1 annotators at a time, and %2 hold labels here; choose up to %1 with --annotator</source>
        <translation>一致性一次最多比较 %1 位标注者，而这里有 %2 位持有标注；请用 --annotator 选择至多 %1 位</translation>
    </message>
    <message>
        <source>the project&apos;s taxonomy has no nodes: a REFI-QDA codebook needs at least one code</source>
        <translation>项目的分类体系没有节点：REFI-QDA 编码本至少需要一个编码</translation>
    </message>
    <message>
        <source>a REFI-QDA file ends in .qdc (a codebook) or .qdpx (a project)</source>
        <translation>REFI-QDA 文件以 .qdc（编码本）或 .qdpx（项目）结尾</translation>
    </message>
    <message>
        <source>%1: selection %2 spans %3–%4, outside the text (%5 characters)</source>
        <translation>%1：选区 %2 跨越 %3–%4，超出了文本范围（%5 个字符）</translation>
    </message>
    <message>
        <source>coding %1 refers to code %2, which the codebook does not have</source>
        <translation>编码 %1 引用了编码 %2，而编码本中没有该编码</translation>
    </message>
    <message>
        <source>%1 codes are new to the taxonomy and would become proposals: name who proposes them (an annotator)</source>
        <translation>%1 个编码是分类体系中没有的，将成为提议：请指定提议者（一位标注者）</translation>
    </message>
    <message>
        <source>proposing %1: %2</source>
        <translation>提议 %1：%2</translation>
    </message>
    <message>
        <source>not a REFI-QDA project: the package has no project.qde</source>
        <translation>不是 REFI-QDA 项目：包中没有 project.qde</translation>
    </message>
    <message>
        <source>%1 is in sources/%2, which the archive does not have</source>
        <translation>%1 位于 sources/%2，而归档中没有该文件</translation>
    </message>
    <message>
        <source>text source %1 is larger than %2 bytes</source>
        <translation>文本来源 %1 大于 %2 字节</translation>
    </message>
    <message>
        <source>codes %1 and %2 have one GUID, %3; a GUID names one code</source>
        <translation>编码 %1 和 %2 具有同一个 GUID %3；一个 GUID 只能指代一个编码</translation>
    </message>
    <message>
        <source>code %1 has no name</source>
        <translation>编码 %1 没有名称</translation>
    </message>
    <message>
        <source>the codebook does not make a valid taxonomy: %1</source>
        <translation>编码本无法构成有效的分类体系：%1</translation>
    </message>
    <message>
        <source>the XML is larger than %1, the limit</source>
        <translation>XML 大于 %1 的上限</translation>
    </message>
    <message>
        <source>one piece of the XML (a text, a tag or a comment) is larger than %1, the limit</source>
        <translation>XML 中的某一部分（文本、标签或注释）大于 %1 的上限</translation>
    </message>
    <message>
        <source>a document type declaration is not accepted (REFI-QDA files have none)</source>
        <translation>不接受文档类型声明（REFI-QDA 文件没有文档类型声明）</translation>
    </message>
    <message>
        <source>the file has no root element</source>
        <translation>文件没有根元素</translation>
    </message>
    <message>
        <source>expected a REFI-QDA %1 (%2 in namespace %3), found %4 in namespace %5</source>
        <translation>应为 REFI-QDA %1（命名空间 %3 中的 %2），实际为命名空间 %5 中的 %4</translation>
    </message>
    <message>
        <source>elements nest deeper than %1</source>
        <translation>元素嵌套深度超过 %1</translation>
    </message>
    <message>
        <source>a document type declaration is not accepted</source>
        <translation>不接受文档类型声明</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the limit for it</source>
        <translation>%1 大于其上限 %2</translation>
    </message>
    <message>
        <source>%1 of %2 is longer than %3 characters: %4</source>
        <translation>%2 的 %1 长于 %3 个字符：%4</translation>
    </message>
    <message>
        <source>name of Code is longer than %1 characters after its code: %2</source>
        <translation>Code 的名称在其编码之后长于 %1 个字符：%2</translation>
    </message>
    <message>
        <source>name of Code is longer than %1 characters: %2</source>
        <translation>Code 的名称长于 %1 个字符：%2</translation>
    </message>
    <message>
        <source>%1 of %2 is not a GUID: %3</source>
        <translation>%2 的 %1 不是 GUID：%3</translation>
    </message>
    <message>
        <source>GUID %1 of %2 is also the GUID of the %3 at line %4, column %5; a GUID names one thing</source>
        <translation>%2 的 GUID %1 同时也是第 %4 行第 %5 列的 %3 的 GUID；一个 GUID 只能指代一个对象</translation>
    </message>
    <message>
        <source>%1 of %2 is not a whole number ≥ 0: %3</source>
        <translation>%2 的 %1 不是 ≥ 0 的整数：%3</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>XML 格式不正确：%1</translation>
    </message>
    <message>
        <source>the document ends before its root element does</source>
        <translation>文档在其根元素结束之前就结束了</translation>
    </message>
    <message>
        <source>more than %1 sources</source>
        <translation>来源超过 %1 个</translation>
    </message>
    <message>
        <source>sources that are not text (pictures, PDF, audio, video)</source>
        <translation>非文本来源（图片、PDF、音频、视频）</translation>
    </message>
    <message>
        <source>links, graphs and project note references</source>
        <translation>链接、图和项目备注引用</translation>
    </message>
    <message>
        <source>codes nest deeper than %1 levels</source>
        <translation>编码嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>more than %1 codes</source>
        <translation>编码超过 %1 个</translation>
    </message>
    <message>
        <source>a Code has no name</source>
        <translation>有一个 Code 没有名称</translation>
    </message>
    <message>
        <source>a Coding has no CodeRef</source>
        <translation>有一个 Coding 没有 CodeRef</translation>
    </message>
    <message>
        <source>more than %1 selections</source>
        <translation>选区超过 %1 个</translation>
    </message>
    <message>
        <source>the codebook has no codes</source>
        <translation>编码本中没有编码</translation>
    </message>
    <message>
        <source>the project has %1 %2 that name nodes of its taxonomy; a taxonomy is imported only into a project without them (nothing was changed)</source>
        <translation>项目中有 %1 个%2引用了其分类体系的节点；分类体系只能导入到没有这些内容的项目中（未做任何更改）</translation>
    </message>
    <message>
        <source>not a readable ZIP archive (a .qdpx is one): %1</source>
        <translation>不是可读取的 ZIP 归档（.qdpx 就是一种 ZIP 归档）：%1</translation>
    </message>
    <message>
        <source>it is too short</source>
        <translation>文件太短</translation>
    </message>
    <message>
        <source>cannot read its end</source>
        <translation>无法读取其结尾</translation>
    </message>
    <message>
        <source>it has no end of central directory record</source>
        <translation>它没有中央目录结束记录</translation>
    </message>
    <message>
        <source>its ZIP64 end record is missing or damaged</source>
        <translation>它的 ZIP64 结束记录缺失或已损坏</translation>
    </message>
    <message>
        <source>the archive has %1 entries (at most %2)</source>
        <translation>归档有 %1 个条目（至多 %2 个）</translation>
    </message>
    <message>
        <source>the archive&apos;s directory of entries is %1 (at most %2)</source>
        <translation>归档的条目目录为 %1（至多 %2）</translation>
    </message>
    <message>
        <source>its directory of entries lies outside the file</source>
        <translation>它的条目目录位于文件之外</translation>
    </message>
    <message>
        <source>its directory of entries is damaged</source>
        <translation>它的条目目录已损坏</translation>
    </message>
    <message>
        <source>the archive has more than %1 entries (the limit)</source>
        <translation>归档的条目超过 %1 个（上限）</translation>
    </message>
    <message>
        <source>cannot inflate the entry: %1</source>
        <translation>无法解压该条目：%1</translation>
    </message>
    <message>
        <source>the entry inflates to more than %1, the limit for it</source>
        <translation>该条目解压后超过其上限 %1</translation>
    </message>
    <message>
        <source>the archive inflates to more than %1 in all, the limit</source>
        <translation>归档解压后总计超过上限 %1</translation>
    </message>
    <message>
        <source>%1, not a regular file</source>
        <translation>%1，不是普通文件</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the archive is larger than %1, the limit</source>
        <translation>归档大于上限 %1</translation>
    </message>
    <message>
        <source>cannot read the archive: %1</source>
        <translation>无法读取归档：%1</translation>
    </message>
    <message>
        <source>the archive holds %1 twice</source>
        <translation>归档中 %1 出现了两次</translation>
    </message>
    <message>
        <source>the archive has no entry %1</source>
        <translation>归档中没有条目 %1</translation>
    </message>
    <message>
        <source>cannot read the entry: %1</source>
        <translation>无法读取该条目：%1</translation>
    </message>
    <message>
        <source>the entry is compressed with method %1; only stored and deflated entries are read</source>
        <translation>该条目使用压缩方法 %1；只读取存储或 deflate 压缩的条目</translation>
    </message>
    <message>
        <source>the entry is encrypted</source>
        <translation>该条目已加密</translation>
    </message>
    <message>
        <source>the archive says the entry unpacks to %1, more than %2, the limit for it</source>
        <translation>归档称该条目解压后为 %1，超过其上限 %2</translation>
    </message>
    <message>
        <source>cannot open the entry: %1</source>
        <translation>无法打开该条目：%1</translation>
    </message>
    <message>
        <source>cannot build the archive (%1): %2</source>
        <translation>无法构建归档（%1）：%2</translation>
    </message>
    <message>
        <source>cannot read the archive back from memory</source>
        <translation>无法从内存中读回归档</translation>
    </message>
    <message>
        <source>is %1, expected an issue object</source>
        <translation>是%1，应为问题对象</translation>
    </message>
    <message>
        <source>is %1, expected a comment object</source>
        <translation>是%1，应为评论对象</translation>
    </message>
    <message>
        <source>the title, body and comments hold %1 bytes, more than an issue may (%2 MiB)</source>
        <translation>标题、正文和评论共有 %1 字节，超过一个问题所能容纳的上限（%2 MiB）</translation>
    </message>
    <message>
        <source>$: expected an array of issues</source>
        <translation>$：应为问题数组</translation>
    </message>
    <message>
        <source>cannot read the project</source>
        <translation>无法读取项目</translation>
    </message>
    <message>
        <source>%1.url: no issue of the project has the URL %2</source>
        <translation>%1.url：项目中没有 URL 为 %2 的问题</translation>
    </message>
    <message>
        <source>no framework named &quot;%1&quot; in the project</source>
        <translation>项目中没有名为“%1”的框架</translation>
    </message>
    <message>
        <source>the filter keywords are the lead&apos;s: this is a %1&apos;s copy of the team&apos;s project, and the lead&apos;s next update brings any change to them</source>
        <translation>过滤关键词属于负责人：这是团队项目的一份%1副本，负责人的下一次更新会带来对它们的任何更改</translation>
    </message>
    <message>
        <source>unexpected JSON: not a Gitee issue (no title or number)</source>
        <translation>意外的 JSON：不是 Gitee 问题（没有标题或编号）</translation>
    </message>
    <message>
        <source>unexpected JSON: %1not a Gitee issue (no title or number)</source>
        <translation>意外的 JSON：%1不是 Gitee 问题（没有标题或编号）</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>unexpected JSON: not an issue (%1 instead of an object)</source>
        <translation>意外的 JSON：不是问题（是%1而不是对象）</translation>
    </message>
    <message>
        <source>unexpected JSON: %1not an issue (no title or number)</source>
        <translation>意外的 JSON：%1不是问题（没有标题或编号）</translation>
    </message>
    <message>
        <source>unexpected JSON: comments are not a list (%1)</source>
        <translation>意外的 JSON：评论不是列表（%1）</translation>
    </message>
    <message>
        <source>unexpected JSON: comment %1 is %2, expected an object</source>
        <translation>意外的 JSON：评论 %1 是%2，应为对象</translation>
    </message>
    <message>
        <source>unexpected JSON: a comment without a body</source>
        <translation>意外的 JSON：有一条评论没有正文</translation>
    </message>
    <message>
        <source>is %1, expected an object</source>
        <translation>是%1，应为对象</translation>
    </message>
    <message>
        <source>unexpected JSON: a GraphQL answer is %1, expected an object</source>
        <translation>意外的 JSON：GraphQL 应答是%1，应为对象</translation>
    </message>
    <message>
        <source>unexpected JSON: a GraphQL answer without data</source>
        <translation>意外的 JSON：GraphQL 应答中没有数据</translation>
    </message>
    <message>
        <source>cannot reach %1: %2 — working offline?</source>
        <translation>无法连接 %1：%2 —— 是否处于离线状态？</translation>
    </message>
    <message>
        <source>the %1 token was rejected: %2</source>
        <translation>%1 令牌被拒绝：%2</translation>
    </message>
    <message>
        <source>the window is not FROM..TO with FROM on or before TO</source>
        <translation>时间窗口不是 FROM..TO 的形式，或 FROM 晚于 TO</translation>
    </message>
    <message>
        <source>a collect is already running on %1; nothing was changed</source>
        <translation>%1 上已有一个收集在运行；未做任何更改</translation>
    </message>
    <message>
        <source>framework %1: no listing for repositories on %2</source>
        <translation>框架 %1：没有 %2 上仓库的列表方式</translation>
    </message>
    <message>
        <source>the project has no framework %1</source>
        <translation>项目中没有框架 %1</translation>
    </message>
    <message>
        <source>framework %1 has no repository (frameworks add NAME --repo ...)</source>
        <translation>框架 %1 没有仓库（frameworks add NAME --repo ...）</translation>
    </message>
    <message>
        <source>the project has no framework to collect</source>
        <translation>项目中没有可收集的框架</translation>
    </message>
    <message>
        <source>unexpected JSON: a list of issues was expected, not %1</source>
        <translation>意外的 JSON：应为问题列表，而不是%1</translation>
    </message>
    <message>
        <source>unexpected JSON: %1 is %2, expected an object</source>
        <translation>意外的 JSON：%1 是%2，应为对象</translation>
    </message>
    <message>
        <source>unexpected JSON: %1: &quot;number&quot; %2 is no Gitee issue number</source>
        <translation>意外的 JSON：%1：“number” %2 不是 Gitee 问题编号</translation>
    </message>
    <message>
        <source>unexpected JSON: %1: &quot;created_at&quot; %2 is not a date and time</source>
        <translation>意外的 JSON：%1：“created_at” %2 不是日期和时间</translation>
    </message>
    <message>
        <source>%1: no issue URL can be made of number %2</source>
        <translation>%1：无法用编号 %2 生成问题 URL</translation>
    </message>
    <message>
        <source>a fetch is already running on %1 (process %2 on %3); wait for it to finish or stop it, nothing was changed</source>
        <translation>%1 上已有一个获取在运行（%3 上的进程 %2）；请等它结束或将其停止，未做任何更改</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>cannot create the fetch lock %1 beside the project (%2)</source>
        <translation>无法在项目旁创建获取锁 %1（%2）</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>not an issue URL (owner or repository is &quot;%1&quot;)</source>
        <translation>不是问题 URL（所有者或仓库为“%1”）</translation>
    </message>
    <message>
        <source>no API configured for issues on %1</source>
        <translation>没有为 %1 上的问题配置 API</translation>
    </message>
    <message>
        <source>comments: more than %1 pages announced for %2 comments</source>
        <translation>评论：%2 条评论预告了超过 %1 页</translation>
    </message>
    <message>
        <source>malformed JSON: nested deeper than %1 levels at offset %2</source>
        <translation>JSON 格式错误：在偏移量 %2 处嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>malformed JSON: %1 at offset %2</source>
        <translation>JSON 格式错误：偏移量 %2 处 %1</translation>
    </message>
    <message>
        <source>malformed JSON: neither an object nor a list</source>
        <translation>JSON 格式错误：既不是对象也不是列表</translation>
    </message>
    <message>
        <source>is %1, expected %2</source>
        <translation>是%1，应为%2</translation>
    </message>
    <message>
        <source>unexpected JSON: %1</source>
        <translation>意外的 JSON：%1</translation>
    </message>
    <message>
        <source>is %1, expected a count from 0 to %2</source>
        <translation>是 %1，应为 0 到 %2 之间的计数</translation>
    </message>
    <message>
        <source>is %1, expected a whole number from 1 to %2</source>
        <translation>是 %1，应为 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>找不到主机</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>the proxy cannot be reached</source>
        <translation>无法连接代理</translation>
    </message>
    <message>
        <source>network unreachable</source>
        <translation>网络不可达</translation>
    </message>
    <message>
        <source>the answer is larger than the limit of %1 (maxResponseBytes)</source>
        <translation>应答大于上限 %1（maxResponseBytes）</translation>
    </message>
    <message>
        <source>no complete answer within %1 s (the request deadline)</source>
        <translation>%1 秒内没有收到完整应答（请求期限）</translation>
    </message>
    <message>
        <source>no issue with the URL %1 in the project</source>
        <translation>项目中没有 URL 为 %1 的问题</translation>
    </message>
    <message>
        <source>a segment names a participant the project does not have</source>
        <translation>有一个片段指向项目中没有的参与者</translation>
    </message>
    <message>
        <source>the code book is %1 bytes, larger than the limit of %2 MiB</source>
        <translation>编码本有 %1 字节，超过 %2 MiB 的上限</translation>
    </message>
    <message>
        <source>the code book has no header</source>
        <translation>编码本没有表头</translation>
    </message>
    <message>
        <source>the code book has %1 columns (at most %2)</source>
        <translation>编码本有 %1 列（至多 %2 列）</translation>
    </message>
    <message>
        <source>column %1 of the header has no name</source>
        <translation>表头的第 %1 列没有名称</translation>
    </message>
    <message>
        <source>the name of column %1 has %2 characters (at most %3)</source>
        <translation>第 %1 列的名称有 %2 个字符（至多 %3 个）</translation>
    </message>
    <message>
        <source>the column %1 appears twice in the header</source>
        <translation>表头中 %1 列出现了两次</translation>
    </message>
    <message>
        <source>%1 and %2 both name the same column</source>
        <translation>%1 和 %2 指的是同一列</translation>
    </message>
    <message>
        <source>the header has no Participant column</source>
        <translation>表头中没有 Participant 列</translation>
    </message>
    <message>
        <source>the header has no &quot;Linked Taxonomy Node(s)&quot; column</source>
        <translation>表头中没有“Linked Taxonomy Node(s)”列</translation>
    </message>
    <message>
        <source>the code book has more than %1 rows</source>
        <translation>编码本超过 %1 行</translation>
    </message>
    <message>
        <source>this row has %1 fields, the header %2</source>
        <translation>此行有 %1 个字段，表头有 %2 个</translation>
    </message>
    <message>
        <source>this cell (%1) holds %2 bytes, more than a cell may (%3 KiB)</source>
        <translation>此单元格（%1）有 %2 字节，超过一个单元格的上限（%3 KiB）</translation>
    </message>
    <message>
        <source>the row names no participant</source>
        <translation>此行没有指明参与者</translation>
    </message>
    <message>
        <source>%1 is not a participant code (one line, at most 100 characters, no surrounding spaces)</source>
        <translation>%1 不是参与者编码（一行，至多 100 个字符，前后无空格）</translation>
    </message>
    <message>
        <source>an empty code in the list %1</source>
        <translation>列表 %1 中有一个空编码</translation>
    </message>
    <message>
        <source>%1 is not a taxonomy code (codes are separated by commas)</source>
        <translation>%1 不是分类体系编码（编码之间用逗号分隔）</translation>
    </message>
    <message>
        <source>the stored code book format is damaged: %1</source>
        <translation>保存的编码本格式已损坏：%1</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>偏移量 %2 处 %1</translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation>它不是对象</translation>
    </message>
    <message>
        <source>&quot;columns&quot; is not a list of columns</source>
        <translation>“columns”不是列的列表</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <source>%1.name is not a column name</source>
        <translation>%1.name 不是列名</translation>
    </message>
    <message>
        <source>%1.%2 is not true or false</source>
        <translation>%1.%2 不是 true 或 false</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>the project already holds an imported code book (%1 quotes); import with --replace to replace it</source>
        <translation>项目中已有导入的编码本（%1 条引文）；请使用 --replace 导入以替换它</translation>
    </message>
    <message>
        <source>participant %1 has %2 %3 here but %4 on line %5</source>
        <translation>参与者 %1 在此处的%2为 %3，而在第 %5 行为 %4</translation>
    </message>
    <message>
        <source>a participant needs a code</source>
        <translation>参与者需要一个编码</translation>
    </message>
    <message>
        <source>participant %1: %2</source>
        <translation>参与者 %1：%2</translation>
    </message>
    <message>
        <source>no transcript with id %1</source>
        <translation>没有 id 为 %1 的转录文本</translation>
    </message>
    <message>
        <source>transcript %1 is damaged: its length does not match its text</source>
        <translation>转录文本 %1 已损坏：其长度与文本不符</translation>
    </message>
    <message>
        <source>transcript %1: %2</source>
        <translation>转录文本 %1：%2</translation>
    </message>
    <message>
        <source>the range %1–%2 is not inside transcript %3 (%4 characters)</source>
        <translation>范围 %1–%2 不在转录文本 %3 之内（%4 个字符）</translation>
    </message>
    <message>
        <source>transcript %1 is another participant&apos;s</source>
        <translation>转录文本 %1 属于另一位参与者</translation>
    </message>
    <message>
        <source>a link needs a code without surrounding spaces, not %1</source>
        <translation>链接需要一个前后没有空格的编码，而不是 %1</translation>
    </message>
    <message>
        <source>the segment was not written</source>
        <translation>片段未写入</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1); save the transcript as UTF-8</source>
        <translation>无效的 UTF-8（字节 0x%1）；请将转录文本保存为 UTF-8</translation>
    </message>
    <message>
        <source>control character 0x%1 in the text</source>
        <translation>文本中有控制字符 0x%1</translation>
    </message>
    <message>
        <source>a transcript is a UTF-8 text file ending in .txt or .md</source>
        <translation>转录文本是以 .txt 或 .md 结尾的 UTF-8 文本文件</translation>
    </message>
    <message>
        <source>transcript file name</source>
        <translation>转录文本文件名</translation>
    </message>
    <message>
        <source>the transcript is empty</source>
        <translation>转录文本为空</translation>
    </message>
    <message>
        <source>%1 already has this transcript (added as %2)</source>
        <translation>%1 已有此转录文本（以 %2 添加）</translation>
    </message>
    <message>
        <source>the project has no participant %1 (import a code book first, or name the participant&apos;s role)</source>
        <translation>项目中没有参与者 %1（请先导入编码本，或指明参与者的角色）</translation>
    </message>
    <message>
        <source>%1 is not a participant code</source>
        <translation>%1 不是参与者编码</translation>
    </message>
    <message>
        <source>no taxonomy node with id %1</source>
        <translation>没有 id 为 %1 的分类体系节点</translation>
    </message>
    <message>
        <source>round &quot;%1&quot;: %2</source>
        <translation>轮次“%1”：%2</translation>
    </message>
    <message>
        <source>a final label needs a taxonomy node or the false-positive mark</source>
        <translation>最终标注需要一个分类体系节点或误报标记</translation>
    </message>
    <message>
        <source>a volunteer&apos;s package holds no final labels: the lead decides them</source>
        <translation>志愿者的工作包不含最终标注：最终标注由负责人决定</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no annotator with id %1</source>
        <translation>没有 id 为 %1 的标注者</translation>
    </message>
    <message>
        <source>a proposal needs a name</source>
        <translation>提议需要一个名称</translation>
    </message>
    <message>
        <source>pick the type or theme the new category belongs to</source>
        <translation>请选择新类别所属的类型或主题</translation>
    </message>
    <message>
        <source>a new category goes under a type (a theme) or a theme (a sub-theme)</source>
        <translation>新类别应位于某个类型（作为主题）或某个主题（作为子主题）之下</translation>
    </message>
    <message>
        <source>%1 already has &quot;%2&quot;</source>
        <translation>%1 已有“%2”</translation>
    </message>
    <message>
        <source>say why you reject the proposal; the reason stays with it</source>
        <translation>请说明拒绝该提议的理由；理由会随提议一起保留</translation>
    </message>
    <message>
        <source>the proposal was %1 already</source>
        <translation>该提议已经%1</translation>
    </message>
    <message>
        <source>no proposal with id %1</source>
        <translation>没有 id 为 %1 的提议</translation>
    </message>
    <message>
        <source>a threshold is a share between 0 (exclusive) and 1</source>
        <translation>阈值是介于 0（不含）与 1 之间的比例</translation>
    </message>
    <message>
        <source>an issue needs at least one label to be decided</source>
        <translation>一个问题至少需要一条标注才能裁定</translation>
    </message>
    <message>
        <source>a round needs a name</source>
        <translation>轮次需要一个名称</translation>
    </message>
    <message>
        <source>a round needs at least one issue</source>
        <translation>轮次至少需要一个问题</translation>
    </message>
    <message>
        <source>the seed must be below 2^63</source>
        <translation>种子必须小于 2^63</translation>
    </message>
    <message>
        <source>the population cannot be negative</source>
        <translation>总体数量不能为负</translation>
    </message>
    <message>
        <source>the confidence level must be from 50 to 99.9 percent (it is %1)</source>
        <translation>置信水平必须在 50 到 99.9 百分比之间（当前为 %1）</translation>
    </message>
    <message>
        <source>the margin of error must be from 0.1 to 50 percent (it is %1)</source>
        <translation>误差范围必须在 0.1 到 50 百分比之间（当前为 %1）</translation>
    </message>
    <message>
        <source>the expected proportion must be above 0 and below 1 (it is %1)</source>
        <translation>预期比例必须大于 0 且小于 1（当前为 %1）</translation>
    </message>
    <message>
        <source>an issue or year refers to framework %1, which the project does not hold (the file may be damaged)</source>
        <translation>某个问题或年份引用了框架 %1，而项目中没有该框架（文件可能已损坏）</translation>
    </message>
    <message>
        <source>the taxonomy has no node with id %1</source>
        <translation>分类体系中没有 id 为 %1 的节点</translation>
    </message>
    <message>
        <source>%1 is at the deepest level; a new node goes under a type or a theme</source>
        <translation>%1 位于最深一层；新节点应位于某个类型或主题之下</translation>
    </message>
    <message>
        <source>%1 already has a child named &quot;%2&quot;</source>
        <translation>%1 已有名为“%2”的子节点</translation>
    </message>
    <message>
        <source>no issue with id %1</source>
        <translation>没有 id 为 %1 的问题</translation>
    </message>
    <message>
        <source>unknown figure format</source>
        <translation>未知的图表格式</translation>
    </message>
    <message>
        <source>cannot read the figures&apos; font (DejaVu Sans, Debian&apos;s fonts-dejavu-core): %1</source>
        <translation>无法读取图表的字体（DejaVu Sans，Debian 的 fonts-dejavu-core）：%1</translation>
    </message>
    <message>
        <source>cannot draw the figures&apos; text without FreeType (Debian&apos;s libfreetype6): %1</source>
        <translation>没有 FreeType（Debian 的 libfreetype6）就无法绘制图表中的文字：%1</translation>
    </message>
    <message>
        <source>the figures&apos; font is not a TrueType font FreeType can read</source>
        <translation>图表的字体不是 FreeType 能读取的 TrueType 字体</translation>
    </message>
    <message>
        <source>the resolution must be from %1 to %2 dpi, not %3</source>
        <translation>分辨率必须在 %1 到 %2 dpi 之间，而不是 %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would be %2 × %3 pixels at %4 dpi, more than %5 million: choose a lower resolution</source>
        <translation>“%1”在 %4 dpi 下将为 %2 × %3 像素，超过 %5 百万像素：请选择更低的分辨率</translation>
    </message>
    <message>
        <source>the package holds %1, which its README cannot describe</source>
        <translation>包中含有 %1，其 README 无法描述它</translation>
    </message>
    <message>
        <source>the study holds a file named &quot;%1&quot;, which the package writes too; rename it in the study or export without --package</source>
        <translation>研究中有一个名为“%1”的文件，而包也会写入同名文件；请在研究中将其重命名，或不带 --package 导出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is there already and is not written over</source>
        <translation>“%1”已存在，不会被覆盖</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>the taxonomy has no theme level to measure agreement at</source>
        <translation>分类体系没有可用于衡量一致性的主题层</translation>
    </message>
    <message>
        <source>no agreement to report: %1</source>
        <translation>没有可报告的一致性：%1</translation>
    </message>
    <message>
        <source>the audit log&apos;s head does not hold: %1</source>
        <translation>审计日志的头记录不成立：%1</translation>
    </message>
    <message>
        <source>the log is empty, but its head record names entry %1</source>
        <translation>日志为空，但其头记录指向条目 %1</translation>
    </message>
    <message>
        <source>entry %1 is missing (the log goes from %2 to %3)</source>
        <translation>条目 %1 缺失（日志从 %2 到 %3）</translation>
    </message>
    <message>
        <source>the entries before entry %1 are missing</source>
        <translation>条目 %1 之前的条目缺失</translation>
    </message>
    <message>
        <source>the log ends at entry %1, but its head record is missing</source>
        <translation>日志结束于条目 %1，但其头记录缺失</translation>
    </message>
    <message>
        <source>its head record names entry %1, but the log ends at entry %2</source>
        <translation>其头记录指向条目 %1，但日志结束于条目 %2</translation>
    </message>
    <message>
        <source>entry %1 does not have the hash its head record holds</source>
        <translation>条目 %1 的哈希与其头记录中的不同</translation>
    </message>
    <message>
        <source>entry %1 does not hash to the hash it holds</source>
        <translation>条目 %1 的哈希值与其记录的哈希不符</translation>
    </message>
    <message>
        <source>an audit anchor needs the name of the copy or server that saw the log</source>
        <translation>审计锚点需要看到该日志的副本或服务器的名称</translation>
    </message>
    <message>
        <source>the audit anchor of %1 names entry %2</source>
        <translation>%1 的审计锚点指向条目 %2</translation>
    </message>
    <message>
        <source>the audit anchor of %1 needs the chain hash of entry %2 (64 lowercase hex digits), not %3</source>
        <translation>%1 的审计锚点需要条目 %2 的链哈希（64 位小写十六进制数字），而不是 %3</translation>
    </message>
    <message>
        <source>the audit anchor of %1 needs the time it was seen</source>
        <translation>%1 的审计锚点需要其被看到的时间</translation>
    </message>
    <message>
        <source>cannot keep the audit anchor of %1: %2</source>
        <translation>无法保存 %1 的审计锚点：%2</translation>
    </message>
    <message>
        <source>cannot keep the audit anchor of %1</source>
        <translation>无法保存 %1 的审计锚点</translation>
    </message>
    <message>
        <source>the audit anchor of %1 cannot move back from entry %2 (seen on %3) to entry %4</source>
        <translation>%1 的审计锚点不能从条目 %2（于 %3 看到）退回到条目 %4</translation>
    </message>
    <message>
        <source>%1 saw entry %2 with another hash than before (on %3): the audit log was rewritten since, or %1 is wrong; the anchor stays as it was</source>
        <translation>%1 看到条目 %2 时的哈希与之前不同（于 %3）：审计日志此后被改写过，或 %1 有误；锚点保持不变</translation>
    </message>
    <message>
        <source>cannot write the audit log: %1</source>
        <translation>无法写入审计日志：%1</translation>
    </message>
    <message>
        <source>the vote tally of issue %1 cannot be read (the file may be damaged; taxonomist-cli check tells more)</source>
        <translation>无法读取问题 %1 的投票统计（文件可能已损坏；taxonomist-cli check 会给出更多信息）</translation>
    </message>
    <message>
        <source>the vote tally is deferred already</source>
        <translation>投票统计已被推迟</translation>
    </message>
    <message>
        <source>no annotator %1 in this project</source>
        <translation>此项目中没有标注者 %1</translation>
    </message>
    <message>
        <source>%1 is not a volunteer of this project (no label column): a lead labels only when also added as a volunteer</source>
        <translation>%1 不是此项目的志愿者（没有标注列）：负责人只有同时被添加为志愿者时才能标注</translation>
    </message>
    <message>
        <source>this is another volunteer&apos;s package: %1&apos;s labels are not written here</source>
        <translation>这是另一位志愿者的工作包：%1 的标注不写在这里</translation>
    </message>
    <message>
        <source>PRAGMA data_version returned nothing</source>
        <translation>PRAGMA data_version 没有返回任何内容</translation>
    </message>
    <message>
        <source>no such project file</source>
        <translation>没有这样的项目文件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot read the project file: permission denied</source>
        <translation>无法读取项目文件：权限被拒绝</translation>
    </message>
    <message>
        <source>cannot open the project: %1</source>
        <translation>无法打开项目：%1</translation>
    </message>
    <message>
        <source>cannot read the project file: %1</source>
        <translation>无法读取项目文件：%1</translation>
    </message>
    <message>
        <source>not a Taxonomist project (the file is not an SQLite database)</source>
        <translation>不是 Taxonomist 项目（该文件不是 SQLite 数据库）</translation>
    </message>
    <message>
        <source>the project has no UUID (project_info &apos;project.uuid&apos; is missing)</source>
        <translation>项目没有 UUID（缺少 project_info &apos;project.uuid&apos;）</translation>
    </message>
    <message>
        <source>cannot record the device %1</source>
        <translation>无法记录设备 %1</translation>
    </message>
    <message>
        <source>is a folder, not a project file</source>
        <translation>是一个文件夹，而不是项目文件</translation>
    </message>
    <message>
        <source>the folder for the new project file does not exist</source>
        <translation>新项目文件所在的文件夹不存在</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <source>disk full while writing %1</source>
        <translation>写入 %1 时磁盘已满</translation>
    </message>
    <message>
        <source>cannot create the project file: %1</source>
        <translation>无法创建项目文件：%1</translation>
    </message>
    <message>
        <source>cannot create a temporary file next to the project file</source>
        <translation>无法在项目文件旁创建临时文件</translation>
    </message>
    <message>
        <source>not a Taxonomist project (the file is empty)</source>
        <translation>不是 Taxonomist 项目（文件为空）</translation>
    </message>
    <message>
        <source>cannot open the project file %1 (%2)</source>
        <translation>无法打开项目文件 %1（%2）</translation>
    </message>
    <message>
        <source>not a Taxonomist project (an empty SQLite database)</source>
        <translation>不是 Taxonomist 项目（空的 SQLite 数据库）</translation>
    </message>
    <message>
        <source>not a Taxonomist project (an SQLite database of another program)</source>
        <translation>不是 Taxonomist 项目（其他程序的 SQLite 数据库）</translation>
    </message>
    <message>
        <source>the project was written by a newer Taxonomist (schema version %1; this build reads up to %2)</source>
        <translation>该项目由更新版本的 Taxonomist 写入（模式版本 %1；此版本最多读取到 %2）</translation>
    </message>
    <message>
        <source>the project was written by an older Taxonomist (schema version %1): open it once read-write to upgrade it</source>
        <translation>该项目由旧版本的 Taxonomist 写入（模式版本 %1）：请以读写方式打开一次以升级</translation>
    </message>
    <message>
        <source>cannot finish the project file %1: its WAL could not be folded in (disk full?)</source>
        <translation>无法完成项目文件 %1：无法合并其 WAL（磁盘已满？）</translation>
    </message>
    <message>
        <source>cannot finish the project file %1: %2</source>
        <translation>无法完成项目文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot move the new project into place: %1</source>
        <translation>无法将新项目移到位：%1</translation>
    </message>
    <message>
        <source>the project is not yet one file: %1-wal holds the rest (checkpoint failed: %2)</source>
        <translation>项目尚未合为一个文件：%1-wal 中还有其余内容（检查点失败：%2）</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>迁移到模式版本 %1 失败：%2</translation>
    </message>
    <message>
        <source>the project %1 is open read-only</source>
        <translation>项目 %1 以只读方式打开</translation>
    </message>
    <message>
        <source>cannot read the project (the file may be damaged): %1</source>
        <translation>无法读取项目（文件可能已损坏）：%1</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation>标注者需要一个名称</translation>
    </message>
    <message>
        <source>cannot add annotator &quot;%1&quot;: %2</source>
        <translation>无法添加标注者“%1”：%2</translation>
    </message>
    <message>
        <source>disk full while writing %1 (%2)</source>
        <translation>写入 %1 时磁盘已满（%2）</translation>
    </message>
    <message>
        <source>the project file %1 or its folder is read-only (%2)</source>
        <translation>项目文件 %1 或其所在文件夹为只读（%2）</translation>
    </message>
    <message>
        <source>the project file %1 is damaged: %2</source>
        <translation>项目文件 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>the project file %1 is busy: another program (a CLI command, a second window, a sync) kept writing it for %2 s; nothing was written, try again (%3)</source>
        <translation>项目文件 %1 正忙：另一个程序（CLI 命令、第二个窗口或同步）持续写入了 %2 秒；未写入任何内容，请重试（%3）</translation>
    </message>
    <message>
        <source>no permission to use the project file %1 (%2)</source>
        <translation>没有使用项目文件 %1 的权限（%2）</translation>
    </message>
    <message>
        <source>input/output error on %1 (%2)</source>
        <translation>%1 上的输入/输出错误（%2）</translation>
    </message>
    <message>
        <source>database error on %1: %2</source>
        <translation>%1 上的数据库错误：%2</translation>
    </message>
    <message>
        <source>SQL error: %1</source>
        <translation>SQL 错误：%1</translation>
    </message>
    <message>
        <source>not a table name: %1</source>
        <translation>不是表名：%1</translation>
    </message>
    <message>
        <source>cannot create a folder for the new export</source>
        <translation>无法为新的导出创建文件夹</translation>
    </message>
    <message>
        <source>cannot read the new export</source>
        <translation>无法读取新的导出</translation>
    </message>
    <message>
        <source>cannot write the new export to disk</source>
        <translation>无法将新的导出写入磁盘</translation>
    </message>
    <message>
        <source>cannot put the new export in place</source>
        <translation>无法将新的导出放到位</translation>
    </message>
    <message>
        <source>cannot move the previous export aside</source>
        <translation>无法将之前的导出移开</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>无法写入</translation>
    </message>
    <message>
        <source>is a symbolic link or not a folder; export never writes through a link</source>
        <translation>是符号链接或不是文件夹；导出绝不通过链接写入</translation>
    </message>
    <message>
        <source>cannot open the folder</source>
        <translation>无法打开文件夹</translation>
    </message>
    <message>
        <source>cannot open the export folder</source>
        <translation>无法打开导出文件夹</translation>
    </message>
    <message>
        <source>refusing to export to the root folder</source>
        <translation>拒绝导出到根文件夹</translation>
    </message>
    <message>
        <source>is a symbolic link; export never writes through a link (give the folder it points to)</source>
        <translation>是符号链接；导出绝不通过链接写入（请给出它指向的文件夹）</translation>
    </message>
    <message>
        <source>exists and is not a folder</source>
        <translation>已存在且不是文件夹</translation>
    </message>
    <message>
        <source>cannot read the export folder</source>
        <translation>无法读取导出文件夹</translation>
    </message>
    <message>
        <source>is not empty and not a previous export (it has no %1 file); choose a new folder, or use --force to write the export&apos;s files into it</source>
        <translation>不为空，也不是之前的导出（没有 %1 文件）；请选择新的文件夹，或使用 --force 将导出的文件写入其中</translation>
    </message>
    <message>
        <source>cannot inspect the export folder</source>
        <translation>无法检查导出文件夹</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>a field of %1 characters; at most %2 are allowed</source>
        <translation>字段有 %1 个字符；至多允许 %2 个</translation>
    </message>
    <message>
        <source>the CSV file has no header</source>
        <translation>CSV 文件没有表头</translation>
    </message>
    <message>
        <source>the header must start with &quot;Issue_URL&quot;, found %1</source>
        <translation>表头必须以“Issue_URL”开头，实际为 %1</translation>
    </message>
    <message>
        <source>the header must end with &quot;Final_Label&quot;</source>
        <translation>表头必须以“Final_Label”结尾</translation>
    </message>
    <message>
        <source>the header has %1 label columns; at most %2 (one per annotator) are allowed</source>
        <translation>表头有 %1 个标注列；至多允许 %2 个（每位标注者一个）</translation>
    </message>
    <message>
        <source>expected column &quot;Label%1&quot;, found %2</source>
        <translation>应为列“Label%1”，实际为 %2</translation>
    </message>
    <message>
        <source>mixed line ends: this line ends in %1 but the first line in %2; export writes one kind per file, so the file could not be written back byte for byte (convert it to one kind of line end)</source>
        <translation>行尾混用：此行以 %1 结尾，而第一行以 %2 结尾；导出时每个文件只写一种行尾，因此该文件无法逐字节写回（请将其转换为同一种行尾）</translation>
    </message>
    <message>
        <source>unknown taxonomy code %1 (the taxonomy %2 has no such node)</source>
        <translation>未知的分类体系编码 %1（分类体系 %2 中没有这个节点）</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>应与表头一样有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>not an issue URL: %1</source>
        <translation>不是问题 URL：%1</translation>
    </message>
    <message>
        <source>the file changed while it was imported</source>
        <translation>文件在导入过程中发生了变化</translation>
    </message>
    <message>
        <source>more label columns than annotators</source>
        <translation>标注列比标注者多</translation>
    </message>
    <message>
        <source>%1 is not listed in any year file (%2_YEAR.txt)</source>
        <translation>%1 未列在任何年份文件（%2_YEAR.txt）中</translation>
    </message>
    <message>
        <source>not a GitHub or Gitee issue URL: %1</source>
        <translation>不是 GitHub 或 Gitee 的问题 URL：%1</translation>
    </message>
    <message>
        <source>expected NAME_keywords = [...]</source>
        <translation>应为 NAME_keywords = [...]</translation>
    </message>
    <message>
        <source>expected a name ending in &quot;_keywords&quot;, found &quot;%1&quot;</source>
        <translation>应为以“_keywords”结尾的名称，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a framework name before &quot;_keywords&quot;</source>
        <translation>“_keywords”之前应为框架名称</translation>
    </message>
    <message>
        <source>expected &quot;=&quot; after %1</source>
        <translation>%1 之后应为“=”</translation>
    </message>
    <message>
        <source>expected &quot;[&quot; to start the list</source>
        <translation>应以“[”开始列表</translation>
    </message>
    <message>
        <source>the list is not closed with &quot;]&quot;</source>
        <translation>列表没有以“]”结束</translation>
    </message>
    <message>
        <source>expected a quoted keyword or &quot;]&quot;</source>
        <translation>应为带引号的关键词或“]”</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>字符串未结束</translation>
    </message>
    <message>
        <source>empty keyword</source>
        <translation>空关键词</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after a keyword</source>
        <translation>关键词之后应为“,”或“]”</translation>
    </message>
    <message>
        <source>invalid UTF-8</source>
        <translation>无效的 UTF-8</translation>
    </message>
    <message>
        <source>the long CSV was cancelled</source>
        <translation>长格式 CSV 已取消</translation>
    </message>
    <message>
        <source>--volunteers: %1 is not a number of volunteers from 0 to %2</source>
        <translation>--volunteers：%1 不是 0 到 %2 之间的志愿者人数</translation>
    </message>
    <message>
        <source>the project is not an SQLite database</source>
        <translation>项目不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>framework name</source>
        <translation>框架名称</translation>
    </message>
    <message>
        <source>framework %1 has %2 label columns (at most %3)</source>
        <translation>框架 %1 有 %2 个标注列（至多 %3 个）</translation>
    </message>
    <message>
        <source>the project has more than %1 frameworks</source>
        <translation>项目的框架超过 %1 个</translation>
    </message>
    <message>
        <source>an annotator of framework %1 has label column %2 (at most %3)</source>
        <translation>框架 %1 的一位标注者的标注列为 %2（至多 %3）</translation>
    </message>
    <message>
        <source>an annotator has label column %1 (not 1..%2)</source>
        <translation>一位标注者的标注列为 %1（不在 1..%2 之内）</translation>
    </message>
    <message>
        <source>study file path</source>
        <translation>研究文件路径</translation>
    </message>
    <message>
        <source>study file path %1 is reserved for the export marker</source>
        <translation>研究文件路径 %1 保留给导出标记使用</translation>
    </message>
    <message>
        <source>framework %1 has a keyword that spans lines</source>
        <translation>框架 %1 有一个跨行的关键词</translation>
    </message>
    <message>
        <source>%1: %2 is not github:OWNER/REPO or gitee:OWNER/REPO</source>
        <translation>%1：%2 不是 github:OWNER/REPO 或 gitee:OWNER/REPO</translation>
    </message>
    <message>
        <source>no list named %1_keywords among the file&apos;s %2 lists</source>
        <translation>文件的 %2 个列表中没有名为 %1_keywords 的列表</translation>
    </message>
    <message>
        <source>a keyword holds a control character</source>
        <translation>有一个关键词含有控制字符</translation>
    </message>
    <message>
        <source>no keyword in the file (--all-issues keeps every issue instead)</source>
        <translation>文件中没有关键词（--all-issues 则保留所有问题）</translation>
    </message>
    <message>
        <source>framework %1 needs at least one repository</source>
        <translation>框架 %1 至少需要一个仓库</translation>
    </message>
    <message>
        <source>framework name %1: a framework with keywords is named by letters, digits and &apos;_&apos; only (the study&apos;s filter_keywords calls its list NAME_keywords)</source>
        <translation>框架名称 %1：带关键词的框架名称只能由字母、数字和“_”组成（研究的 filter_keywords 将其列表命名为 NAME_keywords）</translation>
    </message>
    <message>
        <source>keyword %1 is empty or spans lines</source>
        <translation>关键词 %1 为空或跨行</translation>
    </message>
    <message>
        <source>the project has a framework %1 already</source>
        <translation>项目中已有框架 %1</translation>
    </message>
    <message>
        <source>the project has %1 frameworks, the most it may have</source>
        <translation>项目已有 %1 个框架，已达上限</translation>
    </message>
    <message>
        <source>the project already holds %1 issues; import the study into a new project file</source>
        <translation>项目中已有 %1 个问题；请将研究导入新的项目文件</translation>
    </message>
    <message>
        <source>the study has %1 frameworks; at most %2 are allowed</source>
        <translation>研究有 %1 个框架；至多允许 %2 个</translation>
    </message>
    <message>
        <source>framework %1 has %2 label columns; at most %3 are allowed</source>
        <translation>框架 %1 有 %2 个标注列；至多允许 %3 个</translation>
    </message>
    <message>
        <source>the study has %1 other files; at most %2 are allowed</source>
        <translation>研究有 %1 个其他文件；至多允许 %2 个</translation>
    </message>
    <message>
        <source>study file %1 is larger than %2 MiB</source>
        <translation>研究文件 %1 大于 %2 MiB</translation>
    </message>
    <message>
        <source>the project&apos;s taxonomy has no node %1</source>
        <translation>项目的分类体系中没有节点 %1</translation>
    </message>
    <message>
        <source>%1 framework folders; a study may have at most %2</source>
        <translation>%1 个框架文件夹；一项研究至多可有 %2 个</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>没有这样的文件夹</translation>
    </message>
    <message>
        <source>&quot;Issue Report&quot; is %1, not a folder</source>
        <translation>“Issue Report”是%1，不是文件夹</translation>
    </message>
    <message>
        <source>not a study folder: expected an &quot;Issue Report&quot; folder, or framework folders NAME/NAME.csv</source>
        <translation>不是研究文件夹：应有“Issue Report”文件夹，或框架文件夹 NAME/NAME.csv</translation>
    </message>
    <message>
        <source>no framework folders (NAME/NAME.csv) in &quot;Issue Report&quot;</source>
        <translation>“Issue Report”中没有框架文件夹（NAME/NAME.csv）</translation>
    </message>
    <message>
        <source>framework folder name</source>
        <translation>框架文件夹名称</translation>
    </message>
    <message>
        <source>more than %1 other files in the study; they are kept in the project, so their number is bounded</source>
        <translation>研究中的其他文件超过 %1 个；它们会保存在项目中，因此数量有上限</translation>
    </message>
    <message>
        <source>the file is larger than the limit of %1 MiB (%2 bytes); it was not read</source>
        <translation>文件大于 %1 MiB 的上限（%2 字节）；未读取</translation>
    </message>
    <message>
        <source>the study&apos;s other files together exceed %1 MiB; they are kept in the project, so their size is bounded</source>
        <translation>研究的其他文件总计超过 %1 MiB；它们会保存在项目中，因此大小有上限</translation>
    </message>
    <message>
        <source>not an issue URL that can be scaled</source>
        <translation>不是可以缩放的问题 URL</translation>
    </message>
    <message>
        <source>the scale must be at least 1</source>
        <translation>缩放倍数至少为 1</translation>
    </message>
    <message>
        <source>not a study folder: expected an &quot;Issue Report&quot; folder</source>
        <translation>不是研究文件夹：应有“Issue Report”文件夹</translation>
    </message>
    <message>
        <source>the folder for the scaled study is not empty</source>
        <translation>缩放后研究所用的文件夹不为空</translation>
    </message>
    <message>
        <source>the project refers to framework %1, which it does not hold (the file may be damaged)</source>
        <translation>项目引用了框架 %1，而项目中没有该框架（文件可能已损坏）</translation>
    </message>
    <message>
        <source>a line of more than %1 bytes; at most %1 are allowed</source>
        <translation>有一行超过 %1 字节；至多允许 %1 字节</translation>
    </message>
    <message>
        <source>a line of %1 bytes; at most %2 are allowed</source>
        <translation>有一行 %1 字节；至多允许 %2 字节</translation>
    </message>
    <message>
        <source>empty line; each line must be one issue URL</source>
        <translation>空行；每行必须是一个问题 URL</translation>
    </message>
    <message>
        <source>expected the header &quot;rootcause,subcategory,symptoms&quot;</source>
        <translation>应为表头“rootcause,subcategory,symptoms”</translation>
    </message>
    <message>
        <source>the taxonomy has no type &quot;%1&quot;</source>
        <translation>分类体系中没有类型“%1”</translation>
    </message>
    <message>
        <source>expected 3 fields (rootcause, subcategory, symptoms), found %1</source>
        <translation>应为 3 个字段（rootcause、subcategory、symptoms），实际为 %1 个</translation>
    </message>
    <message>
        <source>the top level must be an object</source>
        <translation>顶层必须是对象</translation>
    </message>
    <message>
        <source>must be &quot;taxonomist-taxonomy&quot;</source>
        <translation>必须为“taxonomist-taxonomy”</translation>
    </message>
    <message>
        <source>missing or not an integer</source>
        <translation>缺失或不是整数</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this build reads version %2)</source>
        <translation>不支持格式版本 %1（此版本读取版本 %2）</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be a non-empty array</source>
        <translation>必须是非空数组</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a non-empty string</source>
        <translation>必须是非空字符串</translation>
    </message>
    <message>
        <source>%1 levels; a taxonomy has at most %2</source>
        <translation>%1 层；分类体系至多有 %2 层</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>duplicate level key &quot;%1&quot;</source>
        <translation>重复的层级键“%1”</translation>
    </message>
    <message>
        <source>nodes nested deeper than the %1 declared levels</source>
        <translation>节点嵌套深度超过声明的 %1 层</translation>
    </message>
    <message>
        <source>name or alias &quot;%1&quot; is already used by %2</source>
        <translation>名称或别名“%1”已被 %2 使用</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>duplicate code &quot;%1&quot;</source>
        <translation>重复的编码“%1”</translation>
    </message>
    <message>
        <source>code &quot;%1&quot; contains a space</source>
        <translation>编码“%1”含有空格</translation>
    </message>
    <message>
        <source>code &quot;%1&quot; does not extend its parent&apos;s code &quot;%2&quot; by one segment</source>
        <translation>编码“%1”没有在其父编码“%2”的基础上恰好延长一段</translation>
    </message>
    <message>
        <source>top-level code &quot;%1&quot; must not contain &quot;.&quot;</source>
        <translation>顶层编码“%1”不能含有“.”</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>必须是字符串数组</translation>
    </message>
    <message>
        <source>the taxonomy file is larger than %1 MiB</source>
        <translation>分类体系文件大于 %1 MiB</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>cannot read the taxonomy file: %1</source>
        <translation>无法读取分类体系文件：%1</translation>
    </message>
    <message>
        <source>the project already has a taxonomy</source>
        <translation>项目已有分类体系</translation>
    </message>
    <message>
        <source>cannot read the taxonomy: %1</source>
        <translation>无法读取分类体系：%1</translation>
    </message>
    <message>
        <source>a file of that name exists already</source>
        <translation>同名文件已存在</translation>
    </message>
    <message>
        <source>cannot read the taxonomy details: %1</source>
        <translation>无法读取分类体系细节：%1</translation>
    </message>
    <message>
        <source>the project has no round %1</source>
        <translation>项目中没有轮次 %1</translation>
    </message>
    <message>
        <source>--per-issue needs a number of volunteers from 1</source>
        <translation>--per-issue 需要一个从 1 起的志愿者人数</translation>
    </message>
    <message>
        <source>assignments are the lead&apos;s: the project has no lead yet (`team set-lead NAME`)</source>
        <translation>分配由负责人进行：项目还没有负责人（`team set-lead NAME`）</translation>
    </message>
    <message>
        <source>the team has no volunteers to assign issues to (`team add NAME --volunteer`)</source>
        <translation>团队中没有可分配问题的志愿者（`team add NAME --volunteer`）</translation>
    </message>
    <message>
        <source>--per-issue %1 asks for more volunteers than the team has (%2)</source>
        <translation>--per-issue %1 要求的志愿者多于团队现有人数（%2）</translation>
    </message>
    <message>
        <source>%1 is not a volunteer (no label column): packages are for volunteers</source>
        <translation>%1 不是志愿者（没有标注列）：工作包是给志愿者的</translation>
    </message>
    <message>
        <source>packages and updates come from the lead: the project has no lead yet (`team set-lead NAME`)</source>
        <translation>工作包和更新来自负责人：项目还没有负责人（`team set-lead NAME`）</translation>
    </message>
    <message>
        <source>the project has no lead yet (`team set-lead NAME`)</source>
        <translation>项目还没有负责人（`team set-lead NAME`）</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; of a &quot;%2&quot; record</source>
        <translation>“%2”记录的字段“%1”</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; it holds at most %3</source>
        <translation>%1 长 %2 个字符；至多 %3 个</translation>
    </message>
    <message>
        <source>%1 is %2 (%3 bytes); it holds at most %4</source>
        <translation>%1 为 %2（%3 字节）；至多 %4</translation>
    </message>
    <message>
        <source>%1 is %2; expected a UTC time such as 2026-01-05T10:00:00.000Z</source>
        <translation>%1 为 %2；应为 UTC 时间，例如 2026-01-05T10:00:00.000Z</translation>
    </message>
    <message>
        <source>%1 is %2, more than a day after this machine&apos;s clock (%3Z): a version from the future would win over every later edit of its row</source>
        <translation>%1 为 %2，比本机时钟（%3Z）晚一天以上：来自未来的版本会压过其所在行之后的每一次编辑</translation>
    </message>
    <message>
        <source>the header&apos;s fields of &quot;%1&quot; are not a list</source>
        <translation>“%1”的表头字段不是列表</translation>
    </message>
    <message>
        <source>the header names a field %1 of &quot;%2&quot; that this Taxonomist does not know (written by a newer version?)</source>
        <translation>表头中有此版本 Taxonomist 不认识的“%2”字段 %1（由更新的版本写入？）</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; record has %2 values; the header lists %3 fields</source>
        <translation>一条“%1”记录有 %2 个值；表头列出了 %3 个字段</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; of a &quot;%2&quot; record is %3; expected %4</source>
        <translation>“%2”记录的字段“%1”为 %3；应为 %4</translation>
    </message>
    <message>
        <source>a record is one line holding a list</source>
        <translation>一条记录是包含一个列表的一行</translation>
    </message>
    <message>
        <source>a change file is signed by its author&apos;s key, and none was given</source>
        <translation>更改文件由其作者的密钥签名，但没有提供密钥</translation>
    </message>
    <message>
        <source>no such change file</source>
        <translation>没有这样的更改文件</translation>
    </message>
    <message>
        <source>not a change file: %1</source>
        <translation>不是更改文件：%1</translation>
    </message>
    <message>
        <source>not a Taxonomist change file: %1</source>
        <translation>不是 Taxonomist 更改文件：%1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>it does not start with a header</source>
        <translation>它不是以表头开始的</translation>
    </message>
    <message>
        <source>the file is cut short (its last line has no line end)</source>
        <translation>文件被截断（最后一行没有行尾）</translation>
    </message>
    <message>
        <source>it has a header only</source>
        <translation>它只有表头</translation>
    </message>
    <message>
        <source>the file is cut short or its last line was changed (no checksum line)</source>
        <translation>文件被截断，或其最后一行被更改（没有校验和行）</translation>
    </message>
    <message>
        <source>the checksum does not match: the file was changed or damaged after it was written (sha256 %1, the file says %2)</source>
        <translation>校验和不匹配：文件在写入后被更改或损坏（sha256 为 %1，文件中记载为 %2）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>the header is %1; a header holds at most %2</source>
        <translation>表头为 %1；表头至多 %2</translation>
    </message>
    <message>
        <source>the header nests lists or objects more than %1 levels deep</source>
        <translation>表头中列表或对象的嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the first line is not a change-file header</source>
        <translation>第一行不是更改文件的表头</translation>
    </message>
    <message>
        <source>the header has no format version</source>
        <translation>表头中没有格式版本</translation>
    </message>
    <message>
        <source>this change file was written by an older Taxonomist, which did not sign change files, and this one merges only signed files: %1</source>
        <translation>此更改文件由旧版本的 Taxonomist 写入，旧版本不对更改文件签名，而此版本只合并已签名的文件：%1</translation>
    </message>
    <message>
        <source>the lead writes the update again with this version (`taxonomist-cli team package NAME --update --db LEAD_PROJECT -o FILE`)</source>
        <translation>请负责人用此版本重新写出更新（`taxonomist-cli team package NAME --update --db LEAD_PROJECT -o FILE`）</translation>
    </message>
    <message>
        <source>its author exports their changes again with this version (`taxonomist-cli team export-changes --all --db THEIR_PROJECT -o FILE`; --all, since the rows of this file count as sent already)</source>
        <translation>请其作者用此版本重新导出更改（`taxonomist-cli team export-changes --all --db THEIR_PROJECT -o FILE`；使用 --all，因为此文件中的行已视为发送过）</translation>
    </message>
    <message>
        <source>change-file format %1 is not one this Taxonomist reads (%2): written by a newer version?</source>
        <translation>更改文件格式 %1 不是此版本 Taxonomist 能读取的（%2）：由更新的版本写入？</translation>
    </message>
    <message>
        <source>the header&apos;s kind %1 is not &quot;changes&quot; or &quot;update&quot;</source>
        <translation>表头的类型 %1 不是“changes”或“update”</translation>
    </message>
    <message>
        <source>the header lists no fields</source>
        <translation>表头中没有列出字段</translation>
    </message>
    <message>
        <source>the change file is not signed by %1&apos;s key: %2</source>
        <translation>更改文件没有用 %1 的密钥签名：%2</translation>
    </message>
    <message>
        <source>this project holds no key for them</source>
        <translation>此项目没有保存其密钥</translation>
    </message>
    <message>
        <source>this project holds no key for them (%1)</source>
        <translation>此项目没有保存其密钥（%1）</translation>
    </message>
    <message>
        <source>it carries no signature</source>
        <translation>它没有签名</translation>
    </message>
    <message>
        <source>its signature does not match the key this project holds for them (it was signed with another key, such as an earlier package&apos;s, or changed after it was signed)</source>
        <translation>其签名与此项目保存的该成员密钥不符（它是用另一个密钥签名的，例如之前某个工作包的密钥，或在签名后被更改过）</translation>
    </message>
    <message>
        <source>the header&apos;s &quot;%1&quot; is not a UUID</source>
        <translation>表头的“%1”不是 UUID</translation>
    </message>
    <message>
        <source>the header of an update names no volunteer (&quot;addressee&quot;)</source>
        <translation>更新的表头没有指明志愿者（“addressee”）</translation>
    </message>
    <message>
        <source>the change file&apos;s signature was not checked before its records were read</source>
        <translation>读取更改文件的记录之前没有检查其签名</translation>
    </message>
    <message>
        <source>not a record: %1</source>
        <translation>不是记录：%1</translation>
    </message>
    <message>
        <source>a record is a list that starts with its kind</source>
        <translation>记录是一个以其类型开头的列表</translation>
    </message>
    <message>
        <source>unknown record kind %1</source>
        <translation>未知的记录类型 %1</translation>
    </message>
    <message>
        <source>a &quot;content&quot; record of %1; an issue&apos;s content holds at most %2</source>
        <translation>一条 %1 的“content”记录；一个问题的内容至多 %2</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; record of %2; a record holds at most %3</source>
        <translation>一条 %2 的“%1”记录；一条记录至多 %3</translation>
    </message>
    <message>
        <source>the file holds %1 records but its last line says %2</source>
        <translation>文件含有 %1 条记录，但其最后一行记载为 %2</translation>
    </message>
    <message>
        <source>the change file belongs to another project (project %1; this one is %2)</source>
        <translation>该更改文件属于另一个项目（项目 %1；本项目为 %2）</translation>
    </message>
    <message>
        <source>the change file&apos;s author %1 is not on this project&apos;s team</source>
        <translation>该更改文件的作者 %1 不在本项目的团队中</translation>
    </message>
    <message>
        <source>an update is for a volunteer&apos;s package; this is the lead&apos;s project</source>
        <translation>更新是给志愿者工作包的；这是负责人的项目</translation>
    </message>
    <message>
        <source>updates come from the lead, and %1 is not the lead</source>
        <translation>更新来自负责人，而 %1 不是负责人</translation>
    </message>
    <message>
        <source>this update is for %1, and this package is %2&apos;s</source>
        <translation>此更新是给 %1 的，而此工作包属于 %2</translation>
    </message>
    <message>
        <source>a volunteer&apos;s package takes changes only from its own volunteer (%1, from another machine) and updates from the lead; this file is %2&apos;s</source>
        <translation>志愿者的工作包只接受其本人（%1，来自另一台机器）的更改和负责人的更新；此文件属于 %2</translation>
    </message>
    <message>
        <source>a package is built by `team package`, not merged</source>
        <translation>工作包由 `team package` 生成，而不是合并而来</translation>
    </message>
    <message>
        <source>project setting %1 does not travel between copies</source>
        <translation>项目设置 %1 不会在副本之间传递</translation>
    </message>
    <message>
        <source>a member needs a UUID and a name</source>
        <translation>成员需要 UUID 和名称</translation>
    </message>
    <message>
        <source>member %1&apos;s signing key is not an Ed25519 public key in base64</source>
        <translation>成员 %1 的签名密钥不是 base64 编码的 Ed25519 公钥</translation>
    </message>
    <message>
        <source>cannot take member %1 from the lead: %2</source>
        <translation>无法从负责人处获取成员 %1：%2</translation>
    </message>
    <message>
        <source>an issue whose UUID is %1</source>
        <translation>UUID 为 %1 的问题</translation>
    </message>
    <message>
        <source>an issue of framework %1, which the file does not describe</source>
        <translation>框架 %1 的问题，而文件中没有描述该框架</translation>
    </message>
    <message>
        <source>%1 is not an issue URL</source>
        <translation>%1 不是问题 URL</translation>
    </message>
    <message>
        <source>cannot add issue %1: %2</source>
        <translation>无法添加问题 %1：%2</translation>
    </message>
    <message>
        <source>a proposal of %1 in a file by %2: only its proposer (or the lead) sends it</source>
        <translation>%2 的文件中有一条 %1 的提议：只有其提议者（或负责人）可以发送它</translation>
    </message>
    <message>
        <source>a proposal whose status is %1</source>
        <translation>状态为 %1 的提议</translation>
    </message>
    <message>
        <source>after these changes the team would have %1 leads, and a project has exactly one lead</source>
        <translation>这些更改之后团队将有 %1 位负责人，而一个项目恰好只有一位负责人</translation>
    </message>
    <message>
        <source>a label of %1 in a change file by %2: only a row&apos;s owner changes it</source>
        <translation>%2 的更改文件中有一条 %1 的标注：只有行的所有者才能更改它</translation>
    </message>
    <message>
        <source>a label of %1 cannot enter another volunteer&apos;s package</source>
        <translation>%1 的标注不能进入另一位志愿者的工作包</translation>
    </message>
    <message>
        <source>%1 is not a volunteer of this project (no label column)</source>
        <translation>%1 不是此项目的志愿者（没有标注列）</translation>
    </message>
    <message>
        <source>a volunteer&apos;s package holds no final labels (they are blind until reconciliation)</source>
        <translation>志愿者的工作包不含最终标注（在协调之前它们是盲标的）</translation>
    </message>
    <message>
        <source>another volunteer&apos;s assignments do not enter a volunteer&apos;s package</source>
        <translation>另一位志愿者的分配不会进入志愿者的工作包</translation>
    </message>
    <message>
        <source>a vote of %1 in a change file by %2: only a row&apos;s owner changes it</source>
        <translation>%2 的更改文件中有一条 %1 的投票：只有行的所有者才能更改它</translation>
    </message>
    <message>
        <source>another volunteer&apos;s vote does not enter a volunteer&apos;s package</source>
        <translation>另一位志愿者的投票不会进入志愿者的工作包</translation>
    </message>
    <message>
        <source>a vote on proposal %1, which this project does not have</source>
        <translation>对提议 %1 的投票，而此项目中没有该提议</translation>
    </message>
    <message>
        <source>a vote cannot be removed, only changed</source>
        <translation>投票不能删除，只能更改</translation>
    </message>
    <message>
        <source>a device %1 that is not a UUID</source>
        <translation>不是 UUID 的设备 %1</translation>
    </message>
    <message>
        <source>a version without changed_at</source>
        <translation>没有 changed_at 的版本</translation>
    </message>
    <message>
        <source>a version without the device that wrote it</source>
        <translation>没有写入它的设备的版本</translation>
    </message>
    <message>
        <source>issue %1 is not in this project (was the file made for another copy?)</source>
        <translation>问题 %1 不在此项目中（该文件是为另一个副本生成的吗？）</translation>
    </message>
    <message>
        <source>the taxonomy of this project has no node %1 (merge the lead&apos;s update first)</source>
        <translation>此项目的分类体系中没有节点 %1（请先合并负责人的更新）</translation>
    </message>
    <message>
        <source>annotator %1 is not on this project&apos;s team</source>
        <translation>标注者 %1 不在本项目的团队中</translation>
    </message>
    <message>
        <source>%1 come only from the lead; %2 is not the lead</source>
        <translation>%1 只能来自负责人；%2 不是负责人</translation>
    </message>
    <message>
        <source>%1 is not a Taxonomist invitation: %2</source>
        <translation>%1 不是 Taxonomist 邀请：%2</translation>
    </message>
    <message>
        <source>it does not begin with &quot;taxonomist-invitation:&quot;</source>
        <translation>它不是以“taxonomist-invitation:”开头的</translation>
    </message>
    <message>
        <source>it is of a version this Taxonomist does not know (update Taxonomist)</source>
        <translation>它的版本是此版本 Taxonomist 不认识的（请更新 Taxonomist）</translation>
    </message>
    <message>
        <source>it is longer than an invitation can be</source>
        <translation>它比邀请可有的长度更长</translation>
    </message>
    <message>
        <source>it was cut or changed on its way (a character that does not belong)</source>
        <translation>它在传递过程中被截断或更改（有一个不属于它的字符）</translation>
    </message>
    <message>
        <source>it was cut or changed on its way</source>
        <translation>它在传递过程中被截断或更改</translation>
    </message>
    <message>
        <source>its field &quot;%1&quot; is not a text of 1 to %2 characters</source>
        <translation>其字段“%1”不是 1 到 %2 个字符的文本</translation>
    </message>
    <message>
        <source>its field &quot;role&quot; is not volunteer, lead or viewer</source>
        <translation>其字段“role”不是 volunteer、lead 或 viewer</translation>
    </message>
    <message>
        <source>its field &quot;url&quot;: %1</source>
        <translation>其字段“url”：%1</translation>
    </message>
    <message>
        <source>its address logs in as another login than the invitation&apos;s</source>
        <translation>其地址登录所用的登录名与邀请中的不同</translation>
    </message>
    <message>
        <source>%1 exists already; an invitation is written to a new file</source>
        <translation>%1 已存在；邀请会写入新文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>what only this package holds is sent with `taxonomist-cli team export-changes --all --db THIS_PACKAGE --signing-key-from NEW_PACKAGE -o FILE`</source>
        <translation>只有此工作包中才有的内容请用 `taxonomist-cli team export-changes --all --db THIS_PACKAGE --signing-key-from NEW_PACKAGE -o FILE` 发送</translation>
    </message>
    <message>
        <source>this copy holds no signing key: another copy of %1&apos;s joined the team server with this invitation first and holds it. Join again with `taxonomist-cli team join URL --db FILE --signing-key-from FIRST_COPY`, or ask the lead for a new invitation</source>
        <translation>此副本没有签名密钥：%1 的另一个副本先用这份邀请加入了团队服务器并持有该密钥。请用 `taxonomist-cli team join URL --db FILE --signing-key-from FIRST_COPY` 重新加入，或请负责人发一份新的邀请</translation>
    </message>
    <message>
        <source>this package holds no signing key: it was made by a Taxonomist older than this one, and change files are signed now. Ask the lead for a new package; </source>
        <translation>此工作包没有签名密钥：它是由比此版本旧的 Taxonomist 生成的，而现在更改文件需要签名。请向负责人索取新的工作包；</translation>
    </message>
    <message>
        <source>this package&apos;s signing key is damaged: %1</source>
        <translation>此工作包的签名密钥已损坏：%1</translation>
    </message>
    <message>
        <source>this package&apos;s key is no longer %1&apos;s: the lead has made %1 a new package since, whose key replaced this one&apos;s. Work on in the new package; </source>
        <translation>此工作包的密钥已不再属于 %1：负责人此后为 %1 生成了新的工作包，其密钥取代了此工作包的密钥。请在新的工作包中继续工作；</translation>
    </message>
    <message>
        <source>%1&apos;s changes are signed with %1&apos;s own key, which only their package holds: they export them from it (the lead&apos;s project signs the lead&apos;s changes)</source>
        <translation>%1 的更改用 %1 自己的密钥签名，而该密钥只在其工作包中：请由其从工作包中导出（负责人的项目为负责人的更改签名）</translation>
    </message>
    <message>
        <source>this copy of the lead&apos;s project holds no signing key, and the team knows %1&apos;s key: it is a second copy (joined through the team server) or its key was lost. Sign from the lead&apos;s first project, or join again with `taxonomist-cli team join URL --db FILE --signing-key-from LEADS_FIRST_PROJECT`</source>
        <translation>负责人项目的此副本没有签名密钥，而团队知道 %1 的密钥：这是第二个副本（通过团队服务器加入），或其密钥已丢失。请在负责人的第一个项目中签名，或用 `taxonomist-cli team join URL --db FILE --signing-key-from LEADS_FIRST_PROJECT` 重新加入</translation>
    </message>
    <message>
        <source>not a package of %1 in this project: the key to sign with comes from their own package</source>
        <translation>不是此项目中 %1 的工作包：用于签名的密钥来自其本人的工作包</translation>
    </message>
    <message>
        <source>this package holds no signing key either (made by an older Taxonomist): ask the lead for a new package</source>
        <translation>此工作包也没有签名密钥（由旧版本的 Taxonomist 生成）：请向负责人索取新的工作包</translation>
    </message>
    <message>
        <source>this package&apos;s key is no longer %1&apos;s either: use their newest package</source>
        <translation>此工作包的密钥也已不再属于 %1：请使用其最新的工作包</translation>
    </message>
    <message>
        <source>not a copy of this project (project %1; this one is %2)</source>
        <translation>不是此项目的副本（项目 %1；本项目为 %2）</translation>
    </message>
    <message>
        <source>this copy holds no signing key either</source>
        <translation>此副本也没有签名密钥</translation>
    </message>
    <message>
        <source>its signing key is damaged: %1</source>
        <translation>其签名密钥已损坏：%1</translation>
    </message>
    <message>
        <source>its signing key is not the one the team knows for %1: take it from the copy %1 joined with first (or the lead&apos;s first project)</source>
        <translation>其签名密钥不是团队所知的 %1 的密钥：请从 %1 最先加入时所用的副本（或负责人的第一个项目）中获取</translation>
    </message>
    <message>
        <source>this package was made before they had a key, by an older Taxonomist or before they became the lead: ask the lead for a new package</source>
        <translation>此工作包是在其拥有密钥之前生成的（由旧版本的 Taxonomist 生成，或在其成为负责人之前）：请向负责人索取新的工作包</translation>
    </message>
    <message>
        <source>the lead&apos;s key is made the first time the lead&apos;s project signs a file</source>
        <translation>负责人的密钥会在负责人的项目第一次为文件签名时生成</translation>
    </message>
    <message>
        <source>their package was made by a Taxonomist older than this one: make them a new package (`taxonomist-cli team package %1`), which gives them a key, and they send their changes from it</source>
        <translation>其工作包是由比此版本旧的 Taxonomist 生成的：请为其生成新的工作包（`taxonomist-cli team package %1`），新工作包会给其一个密钥，再由其从新工作包发送更改</translation>
    </message>
    <message>
        <source>%1 is not on the team (`team list` shows it; `team add NAME` adds a volunteer)</source>
        <translation>%1 不在团队中（`team list` 可列出团队；`team add NAME` 添加志愿者）</translation>
    </message>
    <message>
        <source>%1 is not a volunteer (no label column): the lead labels only when also added as a volunteer</source>
        <translation>%1 不是志愿者（没有标注列）：负责人只有同时被添加为志愿者时才能标注</translation>
    </message>
    <message>
        <source>the taxonomy has no code %1</source>
        <translation>分类体系中没有编码 %1</translation>
    </message>
    <message>
        <source>no issue has the UUID %1</source>
        <translation>没有 UUID 为 %1 的问题</translation>
    </message>
    <message>
        <source>no issue of this project has the URL %1</source>
        <translation>此项目中没有问题的 URL 为 %1</translation>
    </message>
    <message>
        <source>the URL %1 is not at row %2 (it is at %3)</source>
        <translation>URL %1 不在第 %2 行（它在 %3）</translation>
    </message>
    <message>
        <source>the URL %1 names %2 issues (%3): give the row (the study&apos;s row, as in the long CSV) or the issue&apos;s UUID</source>
        <translation>URL %1 对应 %2 个问题（%3）：请给出行号（研究中的行，与长格式 CSV 中一致）或问题的 UUID</translation>
    </message>
    <message>
        <source>not a CSV file: %1</source>
        <translation>不是 CSV 文件：%1</translation>
    </message>
    <message>
        <source>the header has no column %1</source>
        <translation>表头中没有列 %1</translation>
    </message>
    <message>
        <source>the header has neither url nor issue_uuid</source>
        <translation>表头中既没有 url 也没有 issue_uuid</translation>
    </message>
    <message>
        <source>row %1 is not a row number</source>
        <translation>row %1 不是行号</translation>
    </message>
    <message>
        <source>another member&apos;s sync held the team server&apos;s lock for more than %1 s; nothing was changed, sync again in a moment (%2)</source>
        <translation>另一位成员的同步占用团队服务器的锁超过 %1 秒；未做任何更改，请稍后再同步（%2）</translation>
    </message>
    <message>
        <source>the team server did not finish within %1 s; nothing was changed (%2)</source>
        <translation>团队服务器在 %1 秒内没有完成；未做任何更改（%2）</translation>
    </message>
    <message>
        <source>not a team server address: %1 (expected postgresql://USER@HOST[:PORT]/DATABASE)</source>
        <translation>不是团队服务器地址：%1（应为 postgresql://USER@HOST[:PORT]/DATABASE）</translation>
    </message>
    <message>
        <source>the server address holds a password; put it in ~/.pgpass or PGPASSWORD instead, so it is never stored in a project or shown in a log</source>
        <translation>服务器地址中含有密码；请改为放在 ~/.pgpass 或 PGPASSWORD 中，这样它绝不会保存在项目中或显示在日志里</translation>
    </message>
    <message>
        <source>the server address&apos;s option &quot;%1&quot; is not one Taxonomist passes on (%2)</source>
        <translation>服务器地址的选项“%1”不是 Taxonomist 会传递的选项（%2）</translation>
    </message>
    <message>
        <source>the server address&apos;s option &quot;%1&quot; has a value with characters libpq would misread</source>
        <translation>服务器地址的选项“%1”的值含有 libpq 会误读的字符</translation>
    </message>
    <message>
        <source>the server address&apos;s database name &quot;%1&quot; holds a slash</source>
        <translation>服务器地址中的数据库名“%1”含有斜杠</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian: apt install libqt6sql6-psql</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL）；在 Debian 上：apt install libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot connect to the team server %1: %2</source>
        <translation>无法连接团队服务器 %1：%2</translation>
    </message>
    <message>
        <source>setting the session&apos;s time limits</source>
        <translation>设置会话的时间限制</translation>
    </message>
    <message>
        <source>the team server refused: %1</source>
        <translation>团队服务器拒绝了：%1</translation>
    </message>
    <message>
        <source>libpq, which reads the team server&apos;s answer row by row, could not be loaded: %1</source>
        <translation>无法加载 libpq（用于逐行读取团队服务器的应答）：%1</translation>
    </message>
    <message>
        <source>the connection is not a PostgreSQL one</source>
        <translation>该连接不是 PostgreSQL 连接</translation>
    </message>
    <message>
        <source>the connection is closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>the server answered with a COPY, which no team server sends</source>
        <translation>服务器以 COPY 应答，而团队服务器不会发送 COPY</translation>
    </message>
    <message>
        <source>libpq did not read the answer row by row</source>
        <translation>libpq 没有逐行读取应答</translation>
    </message>
    <message>
        <source>an answer of kind %1</source>
        <translation>一个类型为 %1 的应答</translation>
    </message>
    <message>
        <source>the server&apos;s proposals row is open and carries a decision</source>
        <translation>服务器的 proposals 行处于开放状态却带有裁定</translation>
    </message>
    <message>
        <source>the team server sent more records than rows</source>
        <translation>团队服务器发送的记录多于行数</translation>
    </message>
    <message>
        <source>the server&apos;s %1 row holds a %2 record</source>
        <translation>服务器的 %1 行含有一条 %2 记录</translation>
    </message>
    <message>
        <source>the server&apos;s %1 row names one %2 and its record another (key, owner or status)</source>
        <translation>服务器的 %1 行指向的 %2 与其记录中的不同（键、所有者或状态）</translation>
    </message>
    <message>
        <source>the project refused a step of the pull (%1): %2</source>
        <translation>项目拒绝了拉取中的一步（%1）：%2</translation>
    </message>
    <message>
        <source>the team server did not say who we are</source>
        <translation>团队服务器没有说明我们是谁</translation>
    </message>
    <message>
        <source>the team server&apos;s schema has no version</source>
        <translation>团队服务器的模式没有版本</translation>
    </message>
    <message>
        <source>the team server&apos;s schema is version %1, newer than this Taxonomist knows (%2): update Taxonomist</source>
        <translation>团队服务器的模式版本为 %1，比此版本 Taxonomist 所知的（%2）更新：请更新 Taxonomist</translation>
    </message>
    <message>
        <source>the team server&apos;s schema is version %1, older than this Taxonomist&apos;s (%2): the lead brings it up to date by running `taxonomist-cli team create ADMIN_ADDRESS --db LEAD_PROJECT` once more (docs/team.md, &quot;Upgrading a team server&quot;)</source>
        <translation>团队服务器的模式版本为 %1，比此版本 Taxonomist 的（%2）更旧：负责人再运行一次 `taxonomist-cli team create ADMIN_ADDRESS --db LEAD_PROJECT` 即可将其更新（docs/team.md，“Upgrading a team server”）</translation>
    </message>
    <message>
        <source>the team server&apos;s setting &quot;role_prefix&quot; is not a plain identifier</source>
        <translation>团队服务器的设置“role_prefix”不是普通标识符</translation>
    </message>
    <message>
        <source>the team server&apos;s setting &quot;%1&quot; is not a UUID</source>
        <translation>团队服务器的设置“%1”不是 UUID</translation>
    </message>
    <message>
        <source>the team server&apos;s setting &quot;signed_from&quot; is not a revision</source>
        <translation>团队服务器的设置“signed_from”不是修订号</translation>
    </message>
    <message>
        <source>the login &quot;%1&quot; is not a member of this team (ask the lead for an invitation)</source>
        <translation>登录名“%1”不是此团队的成员（请向负责人索取邀请）</translation>
    </message>
    <message>
        <source>the team server&apos;s role &quot;%1&quot; is not lead, volunteer or viewer</source>
        <translation>团队服务器的角色“%1”不是 lead、volunteer 或 viewer</translation>
    </message>
    <message>
        <source>the team server maps the login &quot;%1&quot; to no annotator</source>
        <translation>团队服务器没有将登录名“%1”对应到任何标注者</translation>
    </message>
    <message>
        <source>the server sent a row of an unknown kind (%1)</source>
        <translation>服务器发送了一行未知类型的数据（%1）</translation>
    </message>
    <message>
        <source>the server&apos;s %1 row has a revision (&quot;rev&quot;) that is not above %2</source>
        <translation>服务器的 %1 行的修订号（“rev”）不大于 %2</translation>
    </message>
    <message>
        <source>the team server names %1 as the lead, and this project&apos;s lead is %2 (%3)</source>
        <translation>团队服务器指定 %1 为负责人，而本项目的负责人是 %2（%3）</translation>
    </message>
    <message>
        <source>the record is not one line holding a list</source>
        <translation>该记录不是包含一个列表的一行</translation>
    </message>
    <message>
        <source>the team&apos;s role prefix &quot;%1&quot; is not a plain identifier</source>
        <translation>团队的角色前缀“%1”不是普通标识符</translation>
    </message>
    <message>
        <source>making the team&apos;s roles</source>
        <translation>创建团队的角色</translation>
    </message>
    <message>
        <source>handing the schema to the team&apos;s owner role</source>
        <translation>将模式交给团队的所有者角色</translation>
    </message>
    <message>
        <source>creating the schema</source>
        <translation>创建模式</translation>
    </message>
    <message>
        <source>reading the server&apos;s schema version</source>
        <translation>读取服务器的模式版本</translation>
    </message>
    <message>
        <source>this package&apos;s volunteer is missing from its team</source>
        <translation>此工作包的志愿者不在其团队中</translation>
    </message>
    <message>
        <source>whose changes? The project has no lead; name the annotator (--annotator NAME)</source>
        <translation>谁的更改？项目没有负责人；请指定标注者（--annotator NAME）</translation>
    </message>
    <message>
        <source>a volunteer&apos;s package sends only its own volunteer&apos;s changes</source>
        <translation>志愿者的工作包只发送其本人的更改</translation>
    </message>
    <message>
        <source>a member of the team needs a name</source>
        <translation>团队成员需要一个名称</translation>
    </message>
    <message>
        <source>a member&apos;s name is one line of at most 200 characters</source>
        <translation>成员的名称是一行至多 200 个字符的文本</translation>
    </message>
    <message>
        <source>the team already has %1</source>
        <translation>团队中已有 %1</translation>
    </message>
    <message>
        <source>no member of the team is named %1 (the team: %2)</source>
        <translation>团队中没有名为 %1 的成员（团队：%2）</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>还没有人</translation>
    </message>
    <message>
        <source>this is a volunteer&apos;s package: the lead manages the team in the lead&apos;s project</source>
        <translation>这是志愿者的工作包：负责人在负责人的项目中管理团队</translation>
    </message>
    <message>
        <source>%1 is the lead; `team set-lead NAME` hands the role over</source>
        <translation>%1 是负责人；用 `team set-lead NAME` 移交该角色</translation>
    </message>
    <message>
        <source>%1 holds %2 %3 and stays on the team (rename them instead)</source>
        <translation>%1 持有 %2 条%3，因此留在团队中（请改为重命名）</translation>
    </message>
    <message>
        <source>%1 holds Label%2: removing them would renumber Label%3..Label%4 in every export; only the volunteer of the last column can go (rename them instead)</source>
        <translation>%1 持有 Label%2：移除后每次导出中的 Label%3..Label%4 都会重新编号；只有最后一列的志愿者可以移除（请改为重命名）</translation>
    </message>
    <message>
        <source>reading this login&apos;s signing key</source>
        <translation>读取此登录名的签名密钥</translation>
    </message>
    <message>
        <source>registering the signing key</source>
        <translation>登记签名密钥</translation>
    </message>
    <message>
        <source>the server&apos;s rows do not name this login&apos;s member</source>
        <translation>服务器的行没有指向此登录名对应的成员</translation>
    </message>
    <message>
        <source>reading the members&apos; signing keys</source>
        <translation>读取成员的签名密钥</translation>
    </message>
    <message>
        <source>another sync of this project pulled at the same time, %1 times in a row: run the sync again</source>
        <translation>此项目的另一个同步同时进行了拉取，已连续 %1 次：请再运行一次同步</translation>
    </message>
    <message>
        <source>reading the audit head the server saw</source>
        <translation>读取服务器看到的审计头记录</translation>
    </message>
    <message>
        <source>this project is not connected to a team server (`team join` or `team create` first)</source>
        <translation>此项目没有连接到团队服务器（请先 `team join` 或 `team create`）</translation>
    </message>
    <message>
        <source>the team server holds another project (%1; this one is %2)</source>
        <translation>团队服务器持有另一个项目（%1；本项目为 %2）</translation>
    </message>
    <message>
        <source>this project sends %1&apos;s rows, and the server&apos;s login %2 is someone else&apos;s</source>
        <translation>此项目发送 %1 的行，而服务器的登录名 %2 属于其他人</translation>
    </message>
    <message>
        <source>nothing was sent: the rows this copy sends are signed, and %1</source>
        <translation>未发送任何内容：此副本发送的行需要签名，而%1</translation>
    </message>
    <message>
        <source>the team server&apos;s settings name no team (&quot;server&quot; and &quot;role_prefix&quot;)</source>
        <translation>团队服务器的设置中没有指明团队（“server”和“role_prefix”）</translation>
    </message>
    <message>
        <source>this project has no team server yet: `team create postgresql://…` first</source>
        <translation>此项目还没有团队服务器：请先 `team create postgresql://…`</translation>
    </message>
    <message>
        <source>the team server&apos;s roles are %1_…, and this project expected %2_…</source>
        <translation>团队服务器的角色为 %1_…，而此项目期望的是 %2_…</translation>
    </message>
    <message>
        <source>a team server is created from the lead&apos;s project; this is a %1&apos;s copy</source>
        <translation>团队服务器由负责人的项目创建；这是一份%1副本</translation>
    </message>
    <message>
        <source>the project has no lead yet: `team set-lead NAME` (or `team add NAME --lead`) first</source>
        <translation>项目还没有负责人：请先 `team set-lead NAME`（或 `team add NAME --lead`）</translation>
    </message>
    <message>
        <source>this server already holds another project (%1); use another database for this one</source>
        <translation>此服务器已持有另一个项目（%1）；请为本项目使用另一个数据库</translation>
    </message>
    <message>
        <source>gathering the tables&apos; statistics</source>
        <translation>收集各表的统计信息</translation>
    </message>
    <message>
        <source>--role is volunteer, lead or viewer, not &quot;%1&quot;</source>
        <translation>--role 应为 volunteer、lead 或 viewer，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 is not a volunteer on the team (invite them with --role lead or viewer)</source>
        <translation>%1 不是团队中的志愿者（请用 --role lead 或 viewer 邀请）</translation>
    </message>
    <message>
        <source>%1 is not the team&apos;s lead (`team set-lead` first)</source>
        <translation>%1 不是团队的负责人（请先 `team set-lead`）</translation>
    </message>
    <message>
        <source>the server already has a role named %1 that is not this team&apos;s member; ask its administrator</source>
        <translation>服务器上已有一个名为 %1 的角色，而它不是本团队的成员；请询问其管理员</translation>
    </message>
    <message>
        <source>%1 is the lead, whose own login this project syncs as; hand the lead&apos;s role to another member first (`team set-lead`)</source>
        <translation>%1 是负责人，本项目以负责人自己的登录名同步；请先将负责人角色交给另一位成员（`team set-lead`）</translation>
    </message>
    <message>
        <source>%1 was never invited to the team server</source>
        <translation>%1 从未被邀请加入团队服务器</translation>
    </message>
    <message>
        <source>cannot create a temporary file for the child&apos;s messages</source>
        <translation>无法为子进程的消息创建临时文件</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>cannot wait for %1: %2</source>
        <translation>无法等待 %1：%2</translation>
    </message>
    <message>
        <source>the CSV file is empty</source>
        <translation>CSV 文件为空</translation>
    </message>
    <message>
        <source>a record of more than %1 bytes; a record (a row with all its fields) may have at most %1</source>
        <translation>有一条记录超过 %1 字节；一条记录（一行及其所有字段）至多 %1 字节</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation>无效的 UTF-8（字节 0x%1）；请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>quote character inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>未加引号的字段中有引号（请给整个字段加引号并将引号写两遍）</translation>
    </message>
    <message>
        <source>unterminated quoted field (the closing quote is missing)</source>
        <translation>带引号的字段未结束（缺少右引号）</translation>
    </message>
    <message>
        <source>unexpected quote inside a quoted field (a quote in a quoted field must be doubled)</source>
        <translation>带引号的字段中有意外的引号（带引号字段中的引号必须写两遍）</translation>
    </message>
    <message>
        <source>is a symbolic link; never written through</source>
        <translation>是符号链接；绝不通过它写入</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
    <message>
        <source>the system&apos;s random source gave no bytes for a signing key</source>
        <translation>系统的随机源没有为签名密钥提供任何字节</translation>
    </message>
    <message>
        <source>the signing key is not 32 bytes in base64</source>
        <translation>签名密钥不是 base64 编码的 32 字节</translation>
    </message>
    <message>
        <source>OpenSSL cannot make an Ed25519 key of these bytes</source>
        <translation>OpenSSL 无法用这些字节生成 Ed25519 密钥</translation>
    </message>
    <message>
        <source>OpenSSL gave no public key for the signing key</source>
        <translation>OpenSSL 没有为该签名密钥给出公钥</translation>
    </message>
    <message>
        <source>OpenSSL could not sign with the member&apos;s key</source>
        <translation>OpenSSL 无法用该成员的密钥签名</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>长于 %1 个字符</translation>
    </message>
    <message>
        <source>is not a name</source>
        <translation>不是名称</translation>
    </message>
    <message>
        <source>contains a path separator</source>
        <translation>含有路径分隔符</translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation>含有控制字符</translation>
    </message>
    <message>
        <source>starts or ends with a space</source>
        <translation>以空格开头或结尾</translation>
    </message>
    <message>
        <source>is an absolute path</source>
        <translation>是绝对路径</translation>
    </message>
    <message>
        <source>is more than %1 folders deep</source>
        <translation>深于 %1 层文件夹</translation>
    </message>
    <message>
        <source>leaves its folder (&quot;..&quot;)</source>
        <translation>离开了其所在文件夹（“..”）</translation>
    </message>
    <message>
        <source>has a bad part: %1</source>
        <translation>有一个不合规的部分：%1</translation>
    </message>
    <message>
        <source>the file is larger than the limit of %1 (%2); it was not read</source>
        <translation>文件大于 %1 的上限（%2）；未读取</translation>
    </message>
    <message>
        <source>still growing</source>
        <translation>仍在增长</translation>
    </message>
    <message>
        <source>%1, not a regular file; only regular files inside the study folder are read</source>
        <translation>%1，不是普通文件；只读取研究文件夹内的普通文件</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a symbolic link (links are not followed)</source>
        <translation>符号链接（不跟随链接）</translation>
    </message>
    <message>
        <source>a device, FIFO or socket</source>
        <translation>设备、FIFO 或套接字</translation>
    </message>
    <message>
        <source>agreement compares at most %1 annotators at a time, and %2 hold labels in this set</source>
        <translation>一致性一次最多比较 %1 位标注者，而此集合中有 %2 位持有标注</translation>
    </message>
    <message>
        <source>no SQLite handle for the audit chain</source>
        <translation>没有用于审计链的 SQLite 句柄</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>数据库错误：%1</translation>
    </message>
    <message>
        <source>no transaction to commit</source>
        <translation>没有可提交的事务</translation>
    </message>
    <message>
        <source>the year files changed while they were imported</source>
        <translation>年份文件在导入过程中发生了变化</translation>
    </message>
    <message>
        <source>this line now lists %1, not the link of the row that took it: the year files changed while they were imported</source>
        <translation>此行现在列出的是 %1，而不是采用它的那一行的链接：年份文件在导入过程中发生了变化</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>final labels</source>
        <translation>最终标注</translation>
    </message>
    <message>
        <source>taxonomy proposals</source>
        <translation>分类体系提议</translation>
    </message>
    <message>
        <source>codebook examples</source>
        <translation>编码本示例</translation>
    </message>
    <message>
        <source>interview segment links</source>
        <translation>访谈片段链接</translation>
    </message>
    <message>
        <source>the taxonomy&apos;s details</source>
        <translation>分类体系的细节</translation>
    </message>
    <message>
        <source>members of the team</source>
        <translation>团队成员</translation>
    </message>
    <message>
        <source>frameworks</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>taxonomy nodes</source>
        <translation>分类体系节点</translation>
    </message>
    <message>
        <source>issues</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>fetched issue content</source>
        <translation>获取的问题内容</translation>
    </message>
    <message>
        <source>assignments</source>
        <translation>分配</translation>
    </message>
    <message>
        <source>votes on proposals</source>
        <translation>对提议的投票</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>assignments made</source>
        <translation>所做的分配</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>%1: more than %2 pages; the listing was not followed further</source>
        <translation>%1：超过 %2 页；未继续跟随列表</translation>
    </message>
    <message>
        <source>%1: the total_page header %2 is not a number of pages</source>
        <translation>%1：total_page 头 %2 不是页数</translation>
    </message>
    <message>
        <source>%1: the Link header&apos;s next page %2 is not on %3</source>
        <translation>%1：Link 头中的下一页 %2 不在 %3 上</translation>
    </message>
    <message>
        <source>%1: the Link header&apos;s next page is this page again</source>
        <translation>%1：Link 头中的下一页又是本页</translation>
    </message>
    <message>
        <source>%1; nothing was changed</source>
        <translation>%1；未做任何更改</translation>
    </message>
    <message>
        <source>%1; the %2 issue(s) stored before stay, and the same collect resumes after them</source>
        <translation>%1；之前保存的 %2 个问题保留，再次运行同一收集会从它们之后继续</translation>
    </message>
    <message>
        <source>%1; the %2 issue(s) stored before stay, and the same fetch resumes after them</source>
        <translation>%1；之前保存的 %2 个问题保留，再次运行同一获取会从它们之后继续</translation>
    </message>
    <message>
        <source>secondary rate limit</source>
        <translation>次级速率限制</translation>
    </message>
    <message>
        <source>rate limit</source>
        <translation>速率限制</translation>
    </message>
    <message>
        <source>%1 %2: resuming at %3</source>
        <translation>%1 %2：将于 %3 恢复</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 asks to wait %2, longer than the %3 allowed (max wait); stopped instead of waiting. Run the same fetch again later to resume</source>
        <translation>%1 要求等待 %2，超过允许的 %3（最长等待）；因此停止而不等待。请稍后再次运行同一获取以继续</translation>
    </message>
    <message>
        <source>%1: the taxonomy has %2 levels; a node here would be a level deeper</source>
        <translation>%1：分类体系只有 %2 层；此处的节点会再深一层</translation>
    </message>
    <message>
        <source>%1: the taxonomy has no node with id %2</source>
        <translation>%1：分类体系中没有 id 为 %2 的节点</translation>
    </message>
    <message>
        <source>%1: %2 is not where the board puts it; a card sort adds nodes and does not move them</source>
        <translation>%1：%2 不在看板所放的位置；卡片分类只添加节点，不移动节点</translation>
    </message>
    <message>
        <source>%1: a new node needs a name</source>
        <translation>%1：新节点需要名称</translation>
    </message>
    <message>
        <source>%1: the name %2 is longer than %3 characters</source>
        <translation>%1：名称 %2 长于 %3 个字符</translation>
    </message>
    <message>
        <source>%1: %2 is there already</source>
        <translation>%1：%2 已经存在</translation>
    </message>
    <message>
        <source>%1.cards[%2]: no label has the open code %3</source>
        <translation>%1.cards[%2]：没有标注使用开放编码 %3</translation>
    </message>
    <message>
        <source>%1.cards[%2]: the open code %3 is placed twice</source>
        <translation>%1.cards[%2]：开放编码 %3 被放置了两次</translation>
    </message>
    <message>
        <source>the board places no open code and adds no node: nothing to apply</source>
        <translation>看板没有放置任何开放编码，也没有添加节点：没有可应用的内容</translation>
    </message>
    <message>
        <source>no card sort to undo: none stands</source>
        <translation>没有可撤销的卡片分类：没有仍然有效的分类</translation>
    </message>
    <message>
        <source>card sort %1 is not the newest that stands (%2): sorts are undone newest first</source>
        <translation>卡片分类 %1 不是仍然有效的最新一次（%2）：分类须从最新的开始撤销</translation>
    </message>
    <message>
        <source>the saved card-sort board is not a JSON object: %1</source>
        <translation>保存的卡片分类看板不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>the saved card-sort board</source>
        <translation>保存的卡片分类看板</translation>
    </message>
    <message>
        <source>must be an array of nodes</source>
        <translation>必须是节点数组</translation>
    </message>
    <message>
        <source>the taxonomy has no node %1</source>
        <translation>分类体系中没有节点 %1</translation>
    </message>
    <message>
        <source>names an existing node (&quot;node&quot;: CODE) or a new one (&quot;name&quot;: NAME)</source>
        <translation>须指明一个已有节点（&quot;node&quot;: CODE）或一个新节点（&quot;name&quot;: NAME）</translation>
    </message>
    <message>
        <source>must be an array of open codes</source>
        <translation>必须是开放编码数组</translation>
    </message>
    <message>
        <source>a node needs a name</source>
        <translation>节点需要名称</translation>
    </message>
    <message>
        <source>a node&apos;s name is at most %1 characters</source>
        <translation>节点名称至多 %1 个字符</translation>
    </message>
    <message>
        <source>%1 already has a node named &quot;%2&quot;</source>
        <translation>%1 已有名为“%2”的节点</translation>
    </message>
    <message>
        <source>%1 is already called &quot;%2&quot; with that description</source>
        <translation>%1 已经叫“%2”，且描述相同</translation>
    </message>
    <message>
        <source>%1 is retired already</source>
        <translation>%1 已经停用</translation>
    </message>
    <message>
        <source>%1 is not retired</source>
        <translation>%1 没有停用</translation>
    </message>
    <message>
        <source>%1 is under %2, which is retired: restore that first</source>
        <translation>%1 位于已停用的 %2 之下：请先恢复 %2</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself</source>
        <translation>%1 不能合并到自身</translation>
    </message>
    <message>
        <source>%1 is under %2: a node is not merged into its own subtree</source>
        <translation>%1 位于 %2 之下：节点不能合并到自己的子树中</translation>
    </message>
    <message>
        <source>%1 is retired: restore it before merging into it</source>
        <translation>%1 已停用：合并到它之前请先恢复</translation>
    </message>
    <message>
        <source>%1 still has %2 under it: merge or move that first</source>
        <translation>%1 下仍有 %2：请先合并或移动它</translation>
    </message>
    <message>
        <source>%1 is retired: restore it before moving it</source>
        <translation>%1 已停用：移动之前请先恢复</translation>
    </message>
    <message>
        <source>%1 is there already</source>
        <translation>%1 已经在那里</translation>
    </message>
    <message>
        <source>%1 cannot move under its own subtree (%2)</source>
        <translation>%1 不能移动到自己的子树（%2）之下</translation>
    </message>
    <message>
        <source>%1 is retired: nothing moves under it</source>
        <translation>%1 已停用：不能移动到它之下</translation>
    </message>
    <message>
        <source>%1 and what is under it would go deeper than the taxonomy&apos;s %2 levels</source>
        <translation>%1 及其下的节点将超出分类体系的 %2 层</translation>
    </message>
    <message>
        <source>a label needs a taxonomy node, the false-positive mark or an open code</source>
        <translation>标注需要一个分类体系节点、误报标记或开放编码</translation>
    </message>
    <message>
        <source>the open code &quot;%1…&quot; is %2 characters long; an open code is at most %3 (the summary says more)</source>
        <translation>开放编码“%1…”长 %2 个字符；开放编码至多 %3 个字符（更多内容请写在摘要中）</translation>
    </message>
    <message>
        <source>a round record needs a UUID, a name, the kind pilot or round, a seed, a size and known strata</source>
        <translation>轮次记录需要 UUID、名称、类型（pilot 或 round）、种子、规模和已知的分层方式</translation>
    </message>
    <message>
        <source>the open code of a label of %1 is not one line of at most %2 characters</source>
        <translation>%1 的一条标注的开放编码不是至多 %2 个字符的单行文本</translation>
    </message>
    <message>
        <source>a label needs a taxonomy code, --false-positive REASON or --open-code TEXT</source>
        <translation>标注需要分类体系编码、--false-positive REASON 或 --open-code TEXT</translation>
    </message>
</context>
<context>
    <name>CoreNames</name>
    <message>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>unanimous</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>多数</translation>
    </message>
    <message>
        <source>consensus meeting</source>
        <translation>共识会议</translation>
    </message>
    <message>
        <source>lead decision</source>
        <translation>负责人裁定</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::AdminCredentials</name>
    <message>
        <source>The administrator&apos;s password is kept in the system keychain.</source>
        <translation>管理员的密码已保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>The system keychain could not keep the administrator&apos;s password (%1). Taxonomist remembers it until you quit and asks again next time; it is written to no file. To keep it for the app and taxonomist-cli alike, put it in ~/.pgpass and leave the password empty.</source>
        <translation>系统钥匙串无法保存管理员的密码（%1）。Taxonomist 会记住它直到你退出，下次会再次询问；密码不会写入任何文件。若要让本应用和 taxonomist-cli 都能使用它，请将其写入 ~/.pgpass 并将密码留空。</translation>
    </message>
    <message>
        <source>The administrator&apos;s login connects with libpq&apos;s own password (~/.pgpass, PGPASSWORD or PGSERVICE); nothing was kept.</source>
        <translation>管理员登录名使用 libpq 自身的密码（~/.pgpass、PGPASSWORD 或 PGSERVICE）连接；未保存任何内容。</translation>
    </message>
    <message>
        <source>This build of Taxonomist has no system keychain: the administrator&apos;s password is remembered until you quit and asked again next time; it is written to no file.</source>
        <translation>此版本的 Taxonomist 不支持系统钥匙串：管理员的密码会被记住直到你退出，下次会再次询问；密码不会写入任何文件。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::AssignDialog</name>
    <message>
        <source>Every issue to &amp;every volunteer (the study&apos;s design)</source>
        <translation>每个问题分配给每位志愿者（研究的设计）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;K volunteers per issue:</source>
        <translation>每个问题 K 位志愿者(&amp;K)：</translation>
    </message>
    <message>
        <source>Assign Issues</source>
        <translation>分配问题</translation>
    </message>
    <message>
        <source>Volunteers per issue</source>
        <translation>每个问题的志愿者数</translation>
    </message>
    <message>
        <source>The same seed gives the same plan on every machine</source>
        <translation>相同的随机种子在任何机器上都会得到相同的方案</translation>
    </message>
    <message>
        <source>Frameworks</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>%1 (%2 issues)</source>
        <translation>%1（%2 个问题）</translation>
    </message>
    <message>
        <source>Every issue</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>Round %1 (%2 issues)</source>
        <translation>轮次 %1（%2 个问题）</translation>
    </message>
    <message>
        <source>Volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>&amp;Frameworks (none ticked: all):</source>
        <translation>框架（未勾选则为全部）(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Issues:</source>
        <translation>问题(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <translation>分配(&amp;A)</translation>
    </message>
    <message>
        <source>Assigning again keeps what stays, removes what goes and adds the rest; volunteers&apos; labels are never touched. Packages and the team server carry the change.</source>
        <translation>再次分配时，保留仍然有效的分配，移除不再需要的分配，并添加其余分配；志愿者的标注绝不会受影响。工作包和团队服务器会传递这些更改。</translation>
    </message>
    <message>
        <source>Preview: issues per volunteer</source>
        <translation>预览：每位志愿者的问题数</translation>
    </message>
    <message>
        <source>%1 issues: %2 assignments to add, %3 to remove, %4 kept as they are.</source>
        <translation>%1 个问题：将添加 %2 项分配，移除 %3 项，%4 项保持不变。</translation>
    </message>
    <message>
        <source>Assign %1 issues: %2 assignments added, %3 removed? Volunteers see the change at their next sync or package update.</source>
        <translation>要分配 %1 个问题吗？将添加 %2 项分配，移除 %3 项。志愿者会在下次同步或工作包更新时看到这些更改。</translation>
    </message>
    <message>
        <source>Assigning…</source>
        <translation>正在分配…</translation>
    </message>
    <message>
        <source>Assigned %1 issues: %2 assignments added, %3 removed, %4 kept.</source>
        <translation>已分配 %1 个问题：添加了 %2 项分配，移除了 %3 项，保留了 %4 项。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::CardSortBoardModel</name>
    <message>
        <source>A node of the saved board is no longer in the taxonomy: what was on it is left off.</source>
        <translation>看板中保存的某个节点已不在分类体系中：其上的内容已略去。</translation>
    </message>
    <message>
        <source>“%1” of the saved board is deeper than a sub-theme: it is left off.</source>
        <translation>看板中保存的“%1”比子主题更深：已略去。</translation>
    </message>
    <message>
        <source>The open code “%1” of the saved board is not written on any label now: it is left off.</source>
        <translation>看板中保存的开放编码“%1”目前没有任何标注使用：已略去。</translation>
    </message>
    <message>
        <source>new type</source>
        <translation>新类型</translation>
    </message>
    <message>
        <source>new theme</source>
        <translation>新主题</translation>
    </message>
    <message>
        <source>new sub-theme</source>
        <translation>新子主题</translation>
    </message>
    <message>
        <source>open: %1</source>
        <comment>an open code, as the label column shows it</comment>
        <translation>开放编码：%1</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>未命名</translation>
    </message>
    <message numerus="yes">
        <source>Open code “%1”: %n label(s)</source>
        <translation>
            <numerusform>开放编码“%1”：%n 条标注</numerusform>
        </translation>
    </message>
    <message>
        <source>New: made when the sort is applied. Rename it with F2; drag it under another node of the level above.</source>
        <translation>新建：应用分类时创建。按 F2 重命名；可将其拖到上一层级的其他节点之下。</translation>
    </message>
    <message>
        <source>Board: nodes and the cards on them</source>
        <translation>看板：节点及其上的卡片</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标注数</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::CardSortWindow</name>
    <message>
        <source>Card Sort — %1[*]</source>
        <translation>卡片分类 — %1[*]</translation>
    </message>
    <message>
        <source>&amp;Save Board</source>
        <translation>保存看板(&amp;S)</translation>
    </message>
    <message>
        <source>Keep the board as a draft in the project (Ctrl+S)</source>
        <translation>将看板作为草稿保存在项目中（Ctrl+S）</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>应用(&amp;A)…</translation>
    </message>
    <message>
        <source>Add the new nodes as a new taxonomy version and map the open-coded labels to their cards&apos; nodes</source>
        <translation>将新节点作为分类体系的新版本加入，并将带开放编码的标注对应到其卡片所在的节点</translation>
    </message>
    <message>
        <source>&amp;Undo Last Sort…</source>
        <translation>撤销上一次分类(&amp;U)…</translation>
    </message>
    <message>
        <source>Take back the newest card sort that stands</source>
        <translation>撤回仍然有效的最新一次卡片分类</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Filter the Cards</source>
        <translation>筛选卡片</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Edit the board</source>
        <translation>编辑看板</translation>
    </message>
    <message>
        <source>Filter the open codes… (Ctrl+F)</source>
        <translation>筛选开放编码…（Ctrl+F）</translation>
    </message>
    <message>
        <source>Filter the open codes</source>
        <translation>筛选开放编码</translation>
    </message>
    <message>
        <source>U&amp;nplaced only</source>
        <translation>仅未放置(&amp;N)</translation>
    </message>
    <message>
        <source>Only the cards not on the board nor in the taxonomy yet</source>
        <translation>仅显示尚未放到看板上、也不在分类体系中的卡片</translation>
    </message>
    <message>
        <source>Open codes</source>
        <translation>开放编码</translation>
    </message>
    <message>
        <source>Every open code the volunteers wrote, as a card: drag cards onto a node of the board, or choose a node and press Place on Selected Node</source>
        <translation>志愿者写下的每个开放编码都是一张卡片：将卡片拖到看板的节点上，或选择一个节点后按“放到所选节点”</translation>
    </message>
    <message>
        <source>New &amp;Type</source>
        <translation>新建类型(&amp;T)</translation>
    </message>
    <message>
        <source>A new type of the taxonomy</source>
        <translation>分类体系的新类型</translation>
    </message>
    <message>
        <source>New T&amp;heme</source>
        <translation>新建主题(&amp;H)</translation>
    </message>
    <message>
        <source>A new theme under the selected node&apos;s type</source>
        <translation>在所选节点的类型下新建主题</translation>
    </message>
    <message>
        <source>New Su&amp;b-theme</source>
        <translation>新建子主题(&amp;B)</translation>
    </message>
    <message>
        <source>A new sub-theme under the selected node&apos;s theme</source>
        <translation>在所选节点的主题下新建子主题</translation>
    </message>
    <message>
        <source>&amp;Place on Selected Node</source>
        <translation>放到所选节点(&amp;P)</translation>
    </message>
    <message>
        <source>Place the cards chosen on the left on the node selected on the board</source>
        <translation>将左侧选中的卡片放到看板上选中的节点</translation>
    </message>
    <message>
        <source>Take &amp;Off</source>
        <translation>移除(&amp;O)</translation>
    </message>
    <message>
        <source>Take the selected card, or new node with all on it, off the board (Delete)</source>
        <translation>将选中的卡片，或新节点连同其上的全部内容，从看板上移除（Delete）</translation>
    </message>
    <message>
        <source>Card-sort board</source>
        <translation>卡片分类看板</translation>
    </message>
    <message>
        <source>The taxonomy&apos;s types, themes and sub-themes, the new ones, and the cards placed on each; F2 renames a new node, Delete takes a card or new node off</source>
        <translation>分类体系的类型、主题和子主题，新建的节点，以及放在各节点上的卡片；F2 重命名新节点，Delete 移除卡片或新节点</translation>
    </message>
    <message>
        <source>The new node&apos;s name</source>
        <translation>新节点的名称</translation>
    </message>
    <message>
        <source>What belongs here, in a sentence (optional)</source>
        <translation>用一句话说明哪些内容属于这里（可选）</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>名称(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Card Sort</source>
        <translation>卡片分类</translation>
    </message>
    <message>
        <source>No open codes yet: volunteers write them in the picker&apos;s Open code field.</source>
        <translation>尚无开放编码：志愿者在选择器的“开放编码”字段中填写。</translation>
    </message>
    <message>
        <source>Drag cards onto nodes, or choose cards and a node and press Place on Selected Node.</source>
        <translation>将卡片拖到节点上，或选择卡片和节点后按“放到所选节点”。</translation>
    </message>
    <message numerus="yes">
        <source>%n open code(s) read again.</source>
        <translation>
            <numerusform>已重新读取 %n 个开放编码。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Board</source>
        <translation>保存看板</translation>
    </message>
    <message>
        <source>Board saved: it opens as you left it.</source>
        <translation>看板已保存：下次打开时将保持你离开时的样子。</translation>
    </message>
    <message>
        <source>Nothing to apply: make nodes and place cards on them first.</source>
        <translation>没有可应用的内容：请先创建节点并在其上放置卡片。</translation>
    </message>
    <message>
        <source>Apply the card sort?</source>
        <translation>要应用此卡片分类吗？</translation>
    </message>
    <message>
        <source>New nodes: %1</source>
        <translation>新节点：%1</translation>
    </message>
    <message>
        <source>Open codes to map: %1</source>
        <translation>待对应的开放编码：%1</translation>
    </message>
    <message>
        <source>Labels to map: %1</source>
        <translation>待对应的标注：%1</translation>
    </message>
    <message>
        <source>The new nodes become a new version of the taxonomy and each open-coded label gets its card&apos;s node (it keeps its open code). Undo Last Sort… takes it back.</source>
        <translation>新节点将成为分类体系的新版本，每条带开放编码的标注都会获得其卡片所在的节点（开放编码仍保留）。“撤销上一次分类…”可将其撤回。</translation>
    </message>
    <message>
        <source>Apply the Card Sort</source>
        <translation>应用卡片分类</translation>
    </message>
    <message numerus="yes">
        <source>The study&apos;s first taxonomy, version %1: %n new node(s)</source>
        <translation>
            <numerusform>研究的第一个分类体系，版本 %1：%n 个新节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taxonomy version %1 (was %2): %n new node(s)</source>
        <translation>
            <numerusform>分类体系版本 %1（原为 %2）：%n 个新节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open code(s)</source>
        <translation>
            <numerusform>%n 个开放编码</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) mapped.</source>
        <translation>
            <numerusform>已对应 %n 条标注。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) of other members are left to their own copies, which map them when the taxonomy reaches them.</source>
        <translation>
            <numerusform>其他成员的 %n 条标注留给他们各自的副本，待分类体系同步到那里时再行对应。</numerusform>
        </translation>
    </message>
    <message>
        <source>Card Sort Applied</source>
        <translation>卡片分类已应用</translation>
    </message>
    <message>
        <source>Undo Last Sort</source>
        <translation>撤销上一次分类</translation>
    </message>
    <message>
        <source>No card sort to undo.</source>
        <translation>没有可撤销的卡片分类。</translation>
    </message>
    <message numerus="yes">
        <source>Undo the card sort %1 applied on %2 (taxonomy version %3: %n new node(s))?</source>
        <translation>
            <numerusform>要撤销于 %2 应用的卡片分类 %1 吗（分类体系版本 %3：%n 个新节点）？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n label(s) go back to their open codes alone, unless changed since; its nodes are removed, or retired where something uses them.</source>
        <translation>
            <numerusform>其 %n 条标注将只保留各自的开放编码（之后已更改的除外）；其节点将被删除，若仍被使用则改为停用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taxonomy version %1: %n label(s) back to their open codes</source>
        <translation>
            <numerusform>分类体系版本 %1：%n 条标注恢复为仅有开放编码</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) removed</source>
        <translation>
            <numerusform>已删除 %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retired.</source>
        <translation>
            <numerusform>%n 个已停用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) changed since the sort were left as they are.</source>
        <translation>
            <numerusform>分类之后已更改的 %n 条标注保持不变。</numerusform>
        </translation>
    </message>
    <message>
        <source>Card Sort Undone</source>
        <translation>卡片分类已撤销</translation>
    </message>
    <message>
        <source>Select a type (or a node under it) for the new theme.</source>
        <translation>请为新主题选择一个类型（或其下的节点）。</translation>
    </message>
    <message>
        <source>Select a theme (or a sub-theme of it) for the new sub-theme.</source>
        <translation>请为新子主题选择一个主题（或其下的子主题）。</translation>
    </message>
    <message>
        <source>New type</source>
        <translation>新类型</translation>
    </message>
    <message>
        <source>New theme</source>
        <translation>新主题</translation>
    </message>
    <message>
        <source>New sub-theme</source>
        <translation>新子主题</translation>
    </message>
    <message>
        <source>Choose cards on the left first.</source>
        <translation>请先在左侧选择卡片。</translation>
    </message>
    <message>
        <source>Select a node on the board first.</source>
        <translation>请先在看板上选择一个节点。</translation>
    </message>
    <message>
        <source>The taxonomy&apos;s own nodes stay; select a card or a new node.</source>
        <translation>分类体系原有的节点保持不动；请选择卡片或新节点。</translation>
    </message>
    <message>
        <source>%1 of %2 cards placed</source>
        <translation>已放置 %1 张卡片，共 %2 张</translation>
    </message>
    <message>
        <source>Open Issue</source>
        <translation>打开问题</translation>
    </message>
    <message>
        <source>no such issue</source>
        <translation>没有该问题</translation>
    </message>
    <message>
        <source>Keep the board&apos;s changes as the draft? (No discards them.)</source>
        <translation>将看板的更改保留为草稿吗？（选“否”则丢弃。）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ChartPanel</name>
    <message>
        <source>Save as %1</source>
        <translation>另存为 %1</translation>
    </message>
    <message>
        <source>Save “%1” as %2</source>
        <translation>将“%1”另存为 %2</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>保存%1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1: could not be written</source>
        <translation>%1：无法写入</translation>
    </message>
    <message>
        <source>PNG resolution</source>
        <translation>PNG 分辨率</translation>
    </message>
    <message>
        <source>Dots per inch (%1 to %2):</source>
        <translation>每英寸点数（%1 到 %2）：</translation>
    </message>
    <message>
        <source>“%1” is not a resolution from %2 to %3 dots per inch</source>
        <translation>“%1”不是有效的分辨率：应为每英寸 %2 到 %3 点</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::CodebookDialog</name>
    <message>
        <source>Codebook</source>
        <translation>编码本</translation>
    </message>
    <message>
        <source>Filter codes, names and details…</source>
        <translation>筛选编码、名称和细节…</translation>
    </message>
    <message>
        <source>Filter the codebook</source>
        <translation>筛选编码本</translation>
    </message>
    <message>
        <source>Shows the nodes whose code, name or details contain the words</source>
        <translation>只显示编码、名称或细节中包含这些词语的节点</translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation>分类体系</translation>
    </message>
    <message>
        <source>Types, themes and sub-themes; the selected one is described beside it</source>
        <translation>类型、主题和子主题；所选节点的说明显示在旁边</translation>
    </message>
    <message>
        <source>Node description</source>
        <translation>节点描述</translation>
    </message>
    <message>
        <source>Where the node sits, its description, decision rules and the study&apos;s details</source>
        <translation>节点所在的位置、描述、判定规则以及研究中的细节</translation>
    </message>
    <message>
        <source>Choose a node of the taxonomy.</source>
        <translation>请选择分类体系中的一个节点。</translation>
    </message>
    <message>
        <source>Also spelled:</source>
        <translation>其他写法：</translation>
    </message>
    <message>
        <source>No description in the taxonomy file.</source>
        <translation>分类体系文件中没有描述。</translation>
    </message>
    <message>
        <source>Decision rules</source>
        <translation>判定规则</translation>
    </message>
    <message>
        <source>Under it</source>
        <translation>下级节点</translation>
    </message>
    <message numerus="yes">
        <source>%n detail(s) from the study</source>
        <translation>
            <numerusform>研究中的 %n 条细节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n example issue(s)</source>
        <translation>
            <numerusform>%n 个示例问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::CollectDialog</name>
    <message>
        <source>Collect</source>
        <translation>收集</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Collect Issues</source>
        <translation>收集问题</translation>
    </message>
    <message>
        <source>From (UTC)</source>
        <translation>起始日期（UTC）</translation>
    </message>
    <message>
        <source>To (UTC)</source>
        <translation>截止日期（UTC）</translation>
    </message>
    <message>
        <source>Frameworks to collect</source>
        <translation>要收集的框架</translation>
    </message>
    <message>
        <source>Lists every issue of the frameworks&apos; repositories created in the window and keeps those that mention a keyword; pull requests never.</source>
        <translation>列出各框架仓库中在该时间窗口内创建的所有问题，并保留提及关键词的问题；拉取请求一律不收集。</translation>
    </message>
    <message>
        <source>From (UTC):</source>
        <translation>起始日期（UTC）：</translation>
    </message>
    <message>
        <source>To (UTC, inclusive):</source>
        <translation>截止日期（UTC，含当日）：</translation>
    </message>
    <message>
        <source>Frameworks:</source>
        <translation>框架：</translation>
    </message>
    <message>
        <source>The window starts after it ends.</source>
        <translation>时间窗口的开始晚于结束。</translation>
    </message>
    <message>
        <source>Check at least one framework.</source>
        <translation>请至少勾选一个框架。</translation>
    </message>
    <message>
        <source>%1, %2: page %3; %4 issues listed, %5 kept</source>
        <translation>%1，%2：第 %3 页；已列出 %4 个问题，保留 %5 个</translation>
    </message>
    <message>
        <source>Collecting…</source>
        <translation>正在收集…</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ComparisonPanels</name>
    <message>
        <source>Users and developers beside the issues, per node</source>
        <translation>各节点上用户、开发者与问题的对照</translation>
    </message>
    <message>
        <source>Issues, users and developers per theme</source>
        <translation>各主题的问题、用户与开发者</translation>
    </message>
    <message>
        <source>Segment agreement between interview coders</source>
        <translation>访谈编码者之间的片段一致性</translation>
    </message>
    <message>
        <source>Characters of the transcripts both coders coded; docs/interviews.md gives the method.</source>
        <translation>两位编码者都编码过的转录文本字符；方法见 docs/interviews.md。</translation>
    </message>
    <message>
        <source>%1 users and %2 developers interviewed; %3 issues with a final label. A node is raised by a participant when one of their segments links to it or to a node below it.</source>
        <translation>访谈了 %1 位用户和 %2 位开发者；%3 个问题有最终标注。若参与者的某个片段关联到某节点或其下级节点，即视为该参与者提到了此节点。</translation>
    </message>
    <message>
        <source>Issues (% of labelled)</source>
        <translation>问题（占已标注的 %）</translation>
    </message>
    <message>
        <source>Users (% who raise it)</source>
        <translation>用户（提到的比例 %）</translation>
    </message>
    <message>
        <source>Developers (% who raise it)</source>
        <translation>开发者（提到的比例 %）</translation>
    </message>
    <message>
        <source> (not in taxonomy)</source>
        <translation>（不在分类体系中）</translation>
    </message>
    <message>
        <source>No themes to show.</source>
        <translation>没有可显示的主题。</translation>
    </message>
    <message>
        <source>Linked in the interviews but not in the taxonomy (kept, flagged): </source>
        <translation>访谈中关联但不在分类体系中（已保留并标记）：</translation>
    </message>
    <message>
        <source>Share of labelled issues, of users, of developers (%)</source>
        <translation>已标注问题、用户、开发者中的占比（%）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ComparisonTableModel</name>
    <message>
        <source>(not in the taxonomy: kept, flagged)</source>
        <translation>（不在分类体系中：已保留并标记）</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Developers</source>
        <translation>开发者</translation>
    </message>
    <message>
        <source>Raised by</source>
        <translation>提到者</translation>
    </message>
    <message>
        <source>Participants</source>
        <translation>参与者</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::DashboardCharts</name>
    <message>
        <source>Undefined, not drawn: </source>
        <translation>无定义，未绘制：</translation>
    </message>
    <message>
        <source>Fleiss κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>κ per theme</source>
        <translation>各主题的 κ</translation>
    </message>
    <message>
        <source>κ undefined (no volunteer chose the theme): </source>
        <translation>κ 无定义（没有志愿者选择该主题）：</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>Nobody has labelled an issue yet.</source>
        <translation>还没有人标注过问题。</translation>
    </message>
    <message>
        <source>Not shown (no issue in common with another annotator): </source>
        <translation>未显示（与其他标注者没有共同的问题）：</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>all · type</source>
        <translation>全部 · 类型</translation>
    </message>
    <message>
        <source>all · theme</source>
        <translation>全部 · 主题</translation>
    </message>
    <message>
        <source>Whiskers: the 95% confidence interval of each κ.</source>
        <translation>误差线：各 κ 的 95% 置信区间。</translation>
    </message>
    <message>
        <source>Issues (all, or by type of final label)</source>
        <translation>问题（全部，或按最终标签的类型）</translation>
    </message>
    <message>
        <source>Fleiss κ (whiskers: 95% CI)</source>
        <translation>Fleiss κ（误差线：95% 置信区间）</translation>
    </message>
    <message>
        <source>κ of the theme against all others</source>
        <translation>该主题相对所有其他主题的 κ</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Labels given (cumulative)</source>
        <translation>已给出的标签（累计）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::DashboardView</name>
    <message>
        <source>Table I: issues per framework, year and type of final label</source>
        <translation>表 I：按框架、年份和最终标注类型统计的问题数</translation>
    </message>
    <message>
        <source>Fleiss κ per type</source>
        <translation>各类型的 Fleiss κ</translation>
    </message>
    <message>
        <source>Pairwise Cohen κ (theme level)</source>
        <translation>两两之间的 Cohen κ（主题层级）</translation>
    </message>
    <message>
        <source>κ per theme</source>
        <translation>各主题的 κ</translation>
    </message>
    <message>
        <source>Labels over time</source>
        <translation>标注随时间的变化</translation>
    </message>
    <message>
        <source>Agreement per type and theme</source>
        <translation>各类型与主题的一致性</translation>
    </message>
    <message>
        <source>Team progress: assigned, done, remaining, pace and projected finish</source>
        <translation>团队进度：已分配、已完成、剩余、速度与预计完成时间</translation>
    </message>
    <message>
        <source>Computing the statistics and the agreement…</source>
        <translation>正在计算统计数据和一致性…</translation>
    </message>
    <message>
        <source>The dashboard could not be computed: </source>
        <translation>无法计算仪表板：</translation>
    </message>
    <message>
        <source>Agreement over every labelled issue; false positives count as missing ratings.</source>
        <translation>基于所有已标注问题的一致性；误报按缺失评分计。</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Writing the report to %1…</source>
        <translation>正在将报告写入 %1…</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>无法写入报告：%1</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2: %3</source>
        <translation>已将 %1 个文件写入 %2：%3</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation>正在计算报告…</translation>
    </message>
    <message>
        <source>Writing %1 — %p%</source>
        <translation>正在写入 %1 — %p%</translation>
    </message>
    <message>
        <source>Export Report was cancelled.</source>
        <translation>导出报告已取消。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::DecisionPanel</name>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>Why: what settled it, for whoever reads the data later</source>
        <translation>理由：是什么决定了结果，供日后阅读数据的人参考</translation>
    </message>
    <message>
        <source>Decide</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Set the final label and go to the next issue in the queue (Enter)</source>
        <translation>设定最终标注并转到队列中的下一个问题（Enter）</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Volunteers</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Final label</source>
        <translation>最终标注</translation>
    </message>
    <message>
        <source>There is no majority here: decide as a consensus meeting or a lead decision</source>
        <translation>这里没有多数意见：请以共识会议或负责人裁定的方式决定</translation>
    </message>
    <message>
        <source>The volunteers do not agree: pick another method</source>
        <translation>志愿者意见不一致：请选择其他方式</translation>
    </message>
    <message>
        <source>Decided: Enter changes the decision</source>
        <translation>已裁定：按 Enter 修改裁定</translation>
    </message>
    <message>
        <source>Majority pre-selected: Enter accepts it</source>
        <translation>已预选多数意见：按 Enter 采纳</translation>
    </message>
    <message>
        <source>Undecided: pick the final label</source>
        <translation>未裁定：请选择最终标注</translation>
    </message>
    <message>
        <source>false positive</source>
        <translation>误报</translation>
    </message>
    <message>
        <source> &lt;i&gt;(tie)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（平票）&lt;/i&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(%1 of %2 labels reach this level)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（%2 个标注中有 %1 个达到此层级）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Unanimous: %1</source>
        <translation>一致：%1</translation>
    </message>
    <message>
        <source>Majority: %1 (%2 of %3)</source>
        <translation>多数：%1（%3 票中的 %2 票）</translation>
    </message>
    <message>
        <source>Tie: the lead decides</source>
        <translation>平票：由负责人裁定</translation>
    </message>
    <message>
        <source>&lt;i&gt;Undecided.&lt;/i&gt;</source>
        <translation>&lt;i&gt;未裁定。&lt;/i&gt;</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>，裁定人 %1</translation>
    </message>
    <message>
        <source>%1: %2 by %3 (%4)</source>
        <translation>%1：%2，由 %3 裁定（%4）</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Before: %1&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;此前：%1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>The volunteers&apos; labels</source>
        <translation>志愿者的标注</translation>
    </message>
    <message>
        <source>How the final label was reached</source>
        <translation>最终标注是如何得出的</translation>
    </message>
    <message>
        <source>Why the final label was chosen</source>
        <translation>选择该最终标注的理由</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>Each volunteer&apos;s label, summary, when it was set, whether they were unsure and their comment</source>
        <translation>每位志愿者的标注、摘要、标注时间、是否不确定及其备注</translation>
    </message>
    <message>
        <source>Lists this issue among the examples of its final label&apos;s node in the codebook</source>
        <translation>在编码本中将此问题列为其最终标注节点的示例</translation>
    </message>
    <message>
        <source>Remove from codebook e&amp;xamples</source>
        <translation>从编码本示例中移除(&amp;X)</translation>
    </message>
    <message>
        <source>Mark as codebook e&amp;xample</source>
        <translation>设为编码本示例(&amp;X)</translation>
    </message>
    <message>
        <source>Show this issue in the codebook as an example of its final label</source>
        <translation>在编码本中将此问题显示为其最终标注的示例</translation>
    </message>
    <message>
        <source>Decide a final label first: the example is of that node</source>
        <translation>请先确定最终标注：示例属于该节点</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;b&gt;Votes changed since this decision&lt;/b&gt;: %n label(s) written after it. Enter decides again on the votes as they are now.</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;b&gt;此裁定之后投票有变化&lt;/b&gt;：之后又写入了 %n 个标注。按 Enter 将根据当前的投票重新裁定。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::FetchActions</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop fetching; the same fetch resumes where it stopped</source>
        <translation>停止获取；再次获取时从中断处继续</translation>
    </message>
    <message>
        <source>Cancel fetching</source>
        <translation>取消获取</translation>
    </message>
    <message>
        <source>F&amp;etch</source>
        <translation>获取(&amp;E)</translation>
    </message>
    <message>
        <source>Fetch This &amp;Issue</source>
        <translation>获取此问题(&amp;I)</translation>
    </message>
    <message>
        <source>Fetch This &amp;Framework</source>
        <translation>获取此框架(&amp;F)</translation>
    </message>
    <message>
        <source>Fetch &amp;Everything</source>
        <translation>获取全部(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Cancel Fetching</source>
        <translation>取消获取(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>正在获取…</translation>
    </message>
    <message>
        <source>A fetch is running; cancel it first or let it finish.</source>
        <translation>正在获取中；请先取消或等待其完成。</translation>
    </message>
    <message>
        <source>&amp;Refresh This Framework</source>
        <translation>刷新此框架(&amp;R)</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::FetchSettingsDialog</name>
    <message>
        <source>Fetching Settings</source>
        <translation>获取设置</translation>
    </message>
    <message>
        <source>none: anonymous requests (60 an hour on GitHub)</source>
        <translation>无：匿名请求（GitHub 每小时 60 次）</translation>
    </message>
    <message>
        <source>Tokens are kept in the system keychain, never in the project. GITHUB_TOKEN and GITEE_TOKEN in the environment are used when no token is set here.</source>
        <translation>令牌保存在系统密钥环中，绝不写入项目。此处未设置令牌时，使用环境变量 GITHUB_TOKEN 和 GITEE_TOKEN。</translation>
    </message>
    <message>
        <source>GitHub API</source>
        <translation>GitHub API</translation>
    </message>
    <message>
        <source>GitHub token</source>
        <translation>GitHub 令牌</translation>
    </message>
    <message>
        <source>Gitee API</source>
        <translation>Gitee API</translation>
    </message>
    <message>
        <source>Gitee token</source>
        <translation>Gitee 令牌</translation>
    </message>
    <message>
        <source>An API base must be an http(s) URL: &quot;%1&quot;</source>
        <translation>API 基础地址必须是 http(s) URL：“%1”</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::InterviewActions</name>
    <message>
        <source>REFI-QDA project (*.qdpx);;REFI-QDA codebook (*.qdc)</source>
        <translation>REFI-QDA 项目 (*.qdpx);;REFI-QDA 编码本 (*.qdc)</translation>
    </message>
    <message>
        <source>REFI-QDA files (*.qdpx *.qdc);;All files (*)</source>
        <translation>REFI-QDA 文件 (*.qdpx *.qdc);;所有文件 (*)</translation>
    </message>
    <message>
        <source>New Project from &amp;REFI-QDA…</source>
        <translation>从 REFI-QDA 新建项目(&amp;R)…</translation>
    </message>
    <message>
        <source>New Project from REFI-QDA</source>
        <translation>从 REFI-QDA 新建项目</translation>
    </message>
    <message>
        <source>Import REFI-QDA into Project…</source>
        <translation>将 REFI-QDA 导入项目…</translation>
    </message>
    <message>
        <source>Import REFI-QDA</source>
        <translation>导入 REFI-QDA</translation>
    </message>
    <message>
        <source>E&amp;xport REFI-QDA…</source>
        <translation>导出 REFI-QDA(&amp;X)…</translation>
    </message>
    <message>
        <source>Export REFI-QDA (a .qdpx project or a .qdc codebook)</source>
        <translation>导出 REFI-QDA（.qdpx 项目或 .qdc 编码本）</translation>
    </message>
    <message>
        <source>&amp;Interviews</source>
        <translation>访谈(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Interview Workbench…</source>
        <translation>访谈工作台(&amp;I)…</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Export REFI-QDA</source>
        <translation>导出 REFI-QDA</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::InterviewWindow</name>
    <message>
        <source>Interviews — %1</source>
        <translation>访谈 — %1</translation>
    </message>
    <message>
        <source>Coding as %1 · as the lead you also keep the code book: Show › The code book</source>
        <translation>以 %1 的身份编码 · 作为负责人你也维护编码本：显示 › 编码本</translation>
    </message>
    <message>
        <source>Coding as %1: you see only your own segments</source>
        <translation>以 %1 的身份编码：你只能看到自己的片段</translation>
    </message>
    <message>
        <source>Read only: no annotator</source>
        <translation>只读：未选择标注者</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Add Transcript…</source>
        <translation>添加转录文本(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import CodeBook.csv…</source>
        <translation>导入 CodeBook.csv(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export CodeBook.csv…</source>
        <translation>导出 CodeBook.csv(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Segment</source>
        <translation>删除片段(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Remove Code from Segment</source>
        <translation>从片段中移除编码(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Source</source>
        <translation>下一个来源(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Source</source>
        <translation>上一个来源(&amp;P)</translation>
    </message>
    <message>
        <source>Search the &amp;Taxonomy</source>
        <translation>搜索分类体系(&amp;T)</translation>
    </message>
    <message>
        <source>Add Transcript</source>
        <translation>添加转录文本</translation>
    </message>
    <message>
        <source>Transcripts (*.txt *.md);;All files (*)</source>
        <translation>转录文本 (*.txt *.md);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Whose interview is %1? Pick a participant or type a new code.</source>
        <translation>%1 是谁的访谈？请选择参与者或输入新的编号。</translation>
    </message>
    <message>
        <source>New Participant</source>
        <translation>新参与者</translation>
    </message>
    <message>
        <source>%1 is new. Is this a user or a developer?</source>
        <translation>%1 是新参与者。这是用户还是开发者？</translation>
    </message>
    <message>
        <source>Added %1 to %2; %3 standalone quote(s) found in it</source>
        <translation>已将 %1 添加到 %2；在其中找到 %3 条独立引文</translation>
    </message>
    <message>
        <source>Import CodeBook.csv</source>
        <translation>导入 CodeBook.csv</translation>
    </message>
    <message>
        <source>The lead imports the project&apos;s code book.</source>
        <translation>项目的编码本由负责人导入。</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The project already holds an imported code book. Replace its quotes with this file&apos;s?</source>
        <translation>项目中已有导入的编码本。要用此文件中的引文替换吗？</translation>
    </message>
    <message>
        <source>Keep the code book</source>
        <translation>保留编码本</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>%1 quotes of %2 new participants (%3 found in a transcript).</source>
        <translation>%2 位新参与者的 %1 条引文（%3 条在转录文本中找到）。</translation>
    </message>
    <message>
        <source>Line %1: %2 links %3, which the taxonomy does not have — kept and flagged.</source>
        <translation>第 %1 行：%2 关联到分类体系中没有的 %3 — 已保留并标记。</translation>
    </message>
    <message>
        <source>CodeBook.csv imported</source>
        <translation>已导入 CodeBook.csv</translation>
    </message>
    <message>
        <source>Export CodeBook.csv</source>
        <translation>导出 CodeBook.csv</translation>
    </message>
    <message>
        <source>CodeBook.csv</source>
        <translation>CodeBook.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::InterviewWorkbench</name>
    <message>
        <source>Remove Code</source>
        <translation>移除编码</translation>
    </message>
    <message>
        <source>Delete Segment</source>
        <translation>删除片段</translation>
    </message>
    <message>
        <source>Whose coding is shown. You change only your own (the lead also the code book&apos;s).</source>
        <translation>显示谁的编码。你只能修改自己的编码（负责人还可修改编码本的编码）。</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Not saved: </source>
        <translation>未保存：</translation>
    </message>
    <message>
        <source>My coding (%1)</source>
        <translation>我的编码（%1）</translation>
    </message>
    <message>
        <source>The code book (CodeBook.csv)</source>
        <translation>编码本（CodeBook.csv）</translation>
    </message>
    <message>
        <source>%1 (read only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1（%2 个字符）</translation>
    </message>
    <message>
        <source>quotes no transcript holds (add one with File › Add Transcript)</source>
        <translation>没有转录文本包含的引文（可通过 文件 › 添加转录文本 添加）</translation>
    </message>
    <message>
        <source>This coding is read only.</source>
        <translation>此编码为只读。</translation>
    </message>
    <message>
        <source>Select text in the transcript, then pick a node and press Enter.</source>
        <translation>在转录文本中选择文字，然后选择节点并按 Enter。</translation>
    </message>
    <message>
        <source>Pick a quote to change its codes or memo.</source>
        <translation>选择一条引文以修改其编码或备忘。</translation>
    </message>
    <message>
        <source>  (not in the taxonomy: kept, flagged)</source>
        <translation>  （不在分类体系中：已保留并标记）</translation>
    </message>
    <message>
        <source>%1 · %2 code(s)%3</source>
        <translation>%1 · %2 个编码%3</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>引文</translation>
    </message>
    <message>
        <source>Characters %1–%2</source>
        <translation>第 %1–%2 个字符</translation>
    </message>
    <message>
        <source> · by </source>
        <translation> · 编码者 </translation>
    </message>
    <message>
        <source> · the code book&apos;s</source>
        <translation> · 来自编码本</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Segment deleted</source>
        <translation>片段已删除</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>没有更改</translation>
    </message>
    <message>
        <source>Code %1 with %2</source>
        <translation>用 %2 为 %1 编码</translation>
    </message>
    <message>
        <source>Select text in the transcript first, or pick a segment</source>
        <translation>请先在转录文本中选择文字，或选择一个片段</translation>
    </message>
    <message>
        <source>Code a segment with %1</source>
        <translation>用 %1 为片段编码</translation>
    </message>
    <message>
        <source>Remove %1 from a segment</source>
        <translation>从片段中移除 %1</translation>
    </message>
    <message>
        <source>Delete a segment of %1</source>
        <translation>删除 %1 的一个片段</translation>
    </message>
    <message>
        <source>Interview sources</source>
        <translation>访谈来源</translation>
    </message>
    <message>
        <source>The participants&apos; transcripts and the quotes no transcript holds</source>
        <translation>参与者的转录文本，以及没有转录文本包含的引文</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>The coded segments of the selected source</source>
        <translation>所选来源中已编码的片段</translation>
    </message>
    <message>
        <source>Codes of the segment</source>
        <translation>片段的编码</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>转录文本</translation>
    </message>
    <message>
        <source>The interview&apos;s text; coded passages are marked by stripes in the margin</source>
        <translation>访谈文本；已编码的段落在页边以色条标示</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sources&lt;/b&gt;</source>
        <translation>&lt;b&gt;来源&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::InvitationDialog</name>
    <message>
        <source>the lead</source>
        <translation>负责人</translation>
    </message>
    <message>
        <source>a viewer</source>
        <translation>查看者</translation>
    </message>
    <message>
        <source>a volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Invitation for %1</source>
        <translation>给 %1 的邀请</translation>
    </message>
    <message>
        <source>%1 can join the team server as %2.</source>
        <translation>%1 可以作为%2加入团队服务器。</translation>
    </message>
    <message>
        <source>Hand this invitation to them in person or through an encrypted channel: they paste it, or open the saved file, in Team › Join Team…. It holds their one-time password, is shown only now and is kept nowhere else.</source>
        <translation>请当面或通过加密渠道将此邀请交给对方：对方在 团队 › 加入团队… 中粘贴它，或打开保存的文件。邀请中包含对方的一次性密码，仅在此时显示，不会保存在其他任何地方。</translation>
    </message>
    <message>
        <source>Server: %1
Login: %2</source>
        <translation>服务器：%1
登录名：%2</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>A file only you can read (mode 0600); delete it once they joined</source>
        <translation>只有你能读取的文件（权限 0600）；对方加入后请将其删除</translation>
    </message>
    <message>
        <source>Copied. Paste it where only they will read it.</source>
        <translation>已复制。请粘贴到只有对方能读取的地方。</translation>
    </message>
    <message>
        <source>Save Invitation</source>
        <translation>保存邀请</translation>
    </message>
    <message>
        <source>Taxonomist invitations (*.invitation)</source>
        <translation>Taxonomist 邀请 (*.invitation)</translation>
    </message>
    <message>
        <source>Saved to %1, readable by you only. Delete it once they joined.</source>
        <translation>已保存到 %1，仅你可读取。对方加入后请将其删除。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::InviteDialog</name>
    <message>
        <source>Invite to the Team Server</source>
        <translation>邀请加入团队服务器</translation>
    </message>
    <message>
        <source>Volunteer: labels their assigned issues, blind</source>
        <translation>志愿者：以盲标方式标注分配给自己的问题</translation>
    </message>
    <message>
        <source>Viewer: reads final labels and the tally</source>
        <translation>查看者：查看最终标注和统计结果</translation>
    </message>
    <message>
        <source>Lead: the lead&apos;s own login on another computer</source>
        <translation>负责人：负责人在另一台计算机上使用的自有登录名</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Taxonomist makes their login on the server with a new password and shows the invitation to hand over.</source>
        <translation>Taxonomist 会在服务器上为对方创建一个使用新密码的登录名，并显示需要转交的邀请。</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名字(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>邀请(&amp;I)</translation>
    </message>
    <message>
        <source>The viewer&apos;s name</source>
        <translation>查看者的名字</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::IssueListView</name>
    <message>
        <source>Assigned to me</source>
        <translation>分配给我的</translation>
    </message>
    <message>
        <source>Show the issues of one framework</source>
        <translation>只显示某一框架的问题</translation>
    </message>
    <message>
        <source>All issues</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>Unlabeled by me</source>
        <translation>我未标注的</translation>
    </message>
    <message>
        <source>Labeled by me</source>
        <translation>我已标注的</translation>
    </message>
    <message>
        <source>My false positives</source>
        <translation>我标为误报的</translation>
    </message>
    <message>
        <source>Where the framework&apos;s filter keywords occur in fetched issues</source>
        <translation>框架过滤关键词在已获取问题中出现的位置</translation>
    </message>
    <message>
        <source>Any keywords</source>
        <translation>任意关键词</translation>
    </message>
    <message>
        <source>Keywords only in code, links, names</source>
        <translation>关键词仅出现在代码、链接或名称中</translation>
    </message>
    <message>
        <source>Keywords in the text</source>
        <translation>关键词出现在正文中</translation>
    </message>
    <message>
        <source>No keyword</source>
        <translation>无关键词</translation>
    </message>
    <message>
        <source>Only the issues the lead assigned to you</source>
        <translation>只显示负责人分配给你的问题</translation>
    </message>
    <message>
        <source>Search titles, bodies, comments and URLs… (Ctrl+Shift+F)</source>
        <translation>搜索标题、正文、评论和 URL…（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>All frameworks</source>
        <translation>全部框架</translation>
    </message>
    <message>
        <source>All years</source>
        <translation>全部年份</translation>
    </message>
    <message>
        <source>%1 issues</source>
        <translation>%1 个问题</translation>
    </message>
    <message>
        <source>%1 of %2 issues</source>
        <translation>%1 / %2 个问题</translation>
    </message>
    <message>
        <source>all frameworks</source>
        <translation>全部框架</translation>
    </message>
    <message>
        <source>%1 of %2 assigned done%3</source>
        <translation>已完成分配任务 %1 / %2%3</translation>
    </message>
    <message>
        <source> in </source>
        <translation>，范围：</translation>
    </message>
    <message>
        <source>%1 of %2 labeled in %3</source>
        <translation>%3中已标注 %1 / %2</translation>
    </message>
    <message>
        <source>Framework filter</source>
        <translation>框架筛选</translation>
    </message>
    <message>
        <source>Year filter</source>
        <translation>年份筛选</translation>
    </message>
    <message>
        <source>Show the issues of one year</source>
        <translation>只显示某一年份的问题</translation>
    </message>
    <message>
        <source>Label status filter</source>
        <translation>标注状态筛选</translation>
    </message>
    <message>
        <source>All issues, the ones you have or have not labelled, or your false positives</source>
        <translation>全部问题、你已标注或未标注的问题，或你标为误报的问题</translation>
    </message>
    <message>
        <source>Keyword filter</source>
        <translation>关键词筛选</translation>
    </message>
    <message>
        <source>Search issues</source>
        <translation>搜索问题</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>The project&apos;s issues; the selected one opens in the viewer</source>
        <translation>项目中的问题；选中的问题在查看器中打开</translation>
    </message>
    <message>
        <source>Filters the list by words in the titles, bodies, comments and URLs; the selected issue&apos;s match is shown below the list</source>
        <translation>按标题、正文、评论和 URL 中的词语筛选列表；所选问题的匹配内容显示在列表下方</translation>
    </message>
    <message>
        <source>title</source>
        <comment>the part of an issue a search matched</comment>
        <translation>标题</translation>
    </message>
    <message>
        <source>body</source>
        <comment>the part of an issue a search matched</comment>
        <translation>正文</translation>
    </message>
    <message>
        <source>comment %1</source>
        <comment>the part of an issue a search matched</comment>
        <translation>评论 %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>the matched part before its snippet</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Only the issues of a round the lead drew, such as the pilot</source>
        <translation>只显示负责人抽取的某一轮次的问题，例如试标</translation>
    </message>
    <message>
        <source>Round filter</source>
        <translation>轮次筛选</translation>
    </message>
    <message>
        <source>Excluded by screening</source>
        <translation>已在筛查中排除</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>全部轮次</translation>
    </message>
    <message>
        <source>Pilot: %1 (%2)</source>
        <translation>试标：%1（%2）</translation>
    </message>
    <message>
        <source>Round: %1 (%2)</source>
        <translation>轮次：%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a volunteer and their reason for a false positive</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>(no reason given)</source>
        <translation>（未给出理由）</translation>
    </message>
    <message>
        <source>Excluded by screening:</source>
        <translation>已在筛查中排除：</translation>
    </message>
    <message>
        <source>the final label marks it a false positive</source>
        <translation>最终标注将其标为误报</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::IssueTableModel</name>
    <message>
        <source>
This URL has more than one row in the study.</source>
        <translation>
该 URL 在研究数据中对应多行。</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>My label</source>
        <translation>我的标注</translation>
    </message>
    <message>
        <source>Final label</source>
        <translation>最终标注</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>open: %1</source>
        <comment>an open code, as the label column shows it</comment>
        <translation>开放编码：%1</translation>
    </message>
    <message>
        <source>
My open code: %1</source>
        <translation>
我的开放编码：%1</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::IssueViewer</name>
    <message>
        <source>d MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>[image not loaded: %1]</source>
        <translation>[未加载图片：%1]</translation>
    </message>
    <message>
        <source>Fetch this issue</source>
        <translation>获取此问题</translation>
    </message>
    <message>
        <source>No issue selected</source>
        <translation>未选择问题</translation>
    </message>
    <message>
        <source>Pick an issue in the list.</source>
        <translation>请在列表中选择一个问题。</translation>
    </message>
    <message>
        <source>opened by &lt;b&gt;%1&lt;/b&gt; on %2</source>
        <translation>由 &lt;b&gt;%1&lt;/b&gt; 于 %2 创建</translation>
    </message>
    <message>
        <source>closed %1</source>
        <translation>于 %1 关闭</translation>
    </message>
    <message>
        <source>1 comment</source>
        <translation>1 条评论</translation>
    </message>
    <message>
        <source>%1 comments</source>
        <translation>%1 条评论</translation>
    </message>
    <message>
        <source>*No description provided.*</source>
        <translation>*未提供描述。*</translation>
    </message>
    <message>
        <source>%1 commented on %2</source>
        <translation>%1 于 %2 评论</translation>
    </message>
    <message>
        <source>No filter keyword in this issue</source>
        <translation>此问题中没有过滤关键词</translation>
    </message>
    <message>
        <source>Keywords: </source>
        <translation>关键词：</translation>
    </message>
    <message>
        <source>Issue text and discussion</source>
        <translation>问题正文与讨论</translation>
    </message>
    <message>
        <source>The issue&apos;s description and its comments; filter keywords are bold and underlined</source>
        <translation>问题的描述及其评论；过滤关键词以粗体加下划线显示</translation>
    </message>
    <message>
        <source>Downloads this issue&apos;s text and comments from its site</source>
        <translation>从问题所在网站下载其正文和评论</translation>
    </message>
    <message>
        <source>This issue&apos;s title, body and discussion have not been fetched yet.
Open it in the browser from the link above, or fetch it for offline work.</source>
        <translation>此问题的标题、正文和讨论尚未获取。
可通过上方链接在浏览器中打开，或获取后离线处理。</translation>
    </message>
    <message>
        <source>Find in this issue (Enter: next, Shift+Enter: previous, Esc: close)</source>
        <translation>在此问题中查找（Enter：下一个，Shift+Enter：上一个，Esc：关闭）</translation>
    </message>
    <message>
        <source>Find in this issue</source>
        <translation>在此问题中查找</translation>
    </message>
    <message>
        <source>Finds words in the issue&apos;s text and comments; Enter goes to the next, Shift+Enter to the previous, Esc closes the find bar</source>
        <translation>在问题的正文和评论中查找词语；Enter 转到下一个，Shift+Enter 转到上一个，Esc 关闭查找栏</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>某位用户</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Find in the issue</source>
        <translation>在问题中查找</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::KappaHeatmap</name>
    <message>
        <source>No two annotators have labelled the same issues yet.</source>
        <translation>还没有两位标注者标注过相同的问题。</translation>
    </message>
    <message>
        <source>Pairwise Cohen κ heatmap</source>
        <translation>两两 Cohen κ 热力图</translation>
    </message>
    <message>
        <source>%1 and %2: %3</source>
        <translation>%1 与 %2：%3</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::KappaTableModel</name>
    <message>
        <source>all issues</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>theme vs. rest</source>
        <translation>该主题对其余</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Fleiss κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>% agreement</source>
        <translation>一致率 %</translation>
    </message>
    <message>
        <source>Gwet AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Krippendorff α</source>
        <translation>Krippendorff α</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::KeywordsDialog</name>
    <message>
        <source>Framework Keywords</source>
        <translation>框架关键词</translation>
    </message>
    <message>
        <source>One keyword per line. Matching ignores case and respects word boundaries.</source>
        <translation>每行一个关键词。匹配时不区分大小写，并遵循词边界。</translation>
    </message>
    <message>
        <source>%1 keywords</source>
        <translation>%1 个关键词</translation>
    </message>
    <message>
        <source>Saved %1 keywords; matches recomputed in %2 fetched issues.</source>
        <translation>已保存 %1 个关键词；已在 %2 个已获取问题中重新计算匹配。</translation>
    </message>
    <message>
        <source>Filter keywords</source>
        <translation>过滤关键词</translation>
    </message>
    <message>
        <source>One keyword per line</source>
        <translation>每行一个关键词</translation>
    </message>
    <message>
        <source>read only: the keywords are the lead&apos;s, and the lead&apos;s next update brings any change to them</source>
        <translation>只读：关键词由负责人维护，任何更改都会随负责人的下一次更新送达</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::Language</name>
    <message>
        <source>System Language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Applies when Taxonomist starts next</source>
        <translation>下次启动 Taxonomist 时生效</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::LeadWindow</name>
    <message>
        <source>Lead — %1</source>
        <translation>负责人 — %1</translation>
    </message>
    <message>
        <source>&amp;Reconcile</source>
        <translation>协调(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>轮次(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Proposals</source>
        <translation>提议(&amp;P)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop writing: nothing of this change is kept</source>
        <translation>停止写入：此次更改不会保留任何内容</translation>
    </message>
    <message>
        <source> — %p%</source>
        <translation> — %p%</translation>
    </message>
    <message>
        <source>Writing: </source>
        <translation>正在写入：</translation>
    </message>
    <message>
        <source>Written.</source>
        <translation>已写入。</translation>
    </message>
    <message>
        <source>Not written: nothing of that change was kept.</source>
        <translation>未写入：该更改没有保留任何内容。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Apply &amp;Rules</source>
        <translation>应用规则(&amp;R)</translation>
    </message>
    <message>
        <source>Accept &amp;Majorities…</source>
        <translation>采纳多数意见(&amp;M)…</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Taxonomy</source>
        <translation>分类体系(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Edit Taxonomy…</source>
        <translation>编辑分类体系(&amp;E)…</translation>
    </message>
    <message>
        <source>Rename, retire, merge and move the nodes of the team&apos;s taxonomy</source>
        <translation>重命名、停用、合并和移动团队分类体系中的节点</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import Study…</source>
        <translation>导入研究数据(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Framework &amp;Keywords…</source>
        <translation>框架关键词(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Switch Annotator…</source>
        <translation>切换标注者(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Issue</source>
        <translation>下一个问题(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Issue</source>
        <translation>上一个问题(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Unlabeled Issue</source>
        <translation>下一个未标注问题(&amp;U)</translation>
    </message>
    <message>
        <source>Go to &amp;URL…</source>
        <translation>转到 URL(&amp;U)…</translation>
    </message>
    <message>
        <source>Go to URL</source>
        <translation>转到 URL</translation>
    </message>
    <message>
        <source>No issue of this project has the URL %1</source>
        <translation>本项目中没有 URL 为 %1 的问题</translation>
    </message>
    <message>
        <source>Search the &amp;Taxonomy</source>
        <translation>搜索分类体系(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>项目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>The project is damaged</source>
        <translation>项目已损坏</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>键盘操作(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘操作</translation>
    </message>
    <message>
        <source>&amp;About Taxonomist</source>
        <translation>关于 Taxonomist(&amp;A)</translation>
    </message>
    <message>
        <source>About Taxonomist</source>
        <translation>关于 Taxonomist</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Taxonomist %1&lt;/h3&gt;&lt;p&gt;An annotation workbench for empirical studies of issue reports: label, reconcile, measure agreement and export.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Taxonomist %1&lt;/h3&gt;&lt;p&gt;面向问题报告实证研究的标注工作台：标注、协调分歧、计算一致性并导出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot add the volunteer</source>
        <translation>无法添加志愿者</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation>无法创建项目</translation>
    </message>
    <message>
        <source>Importing the study…</source>
        <translation>正在导入研究数据…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Next unlabeled issue</source>
        <translation>下一个未标注问题</translation>
    </message>
    <message>
        <source>Every issue in this list has your label.</source>
        <translation>此列表中的每个问题都已有你的标注。</translation>
    </message>
    <message>
        <source>Taxonomist</source>
        <translation>Taxonomist</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（只读）</translation>
    </message>
    <message>
        <source> — Taxonomist</source>
        <translation> — Taxonomist</translation>
    </message>
    <message>
        <source>No taxonomy</source>
        <translation>无分类体系</translation>
    </message>
    <message>
        <source>Read-only: the project file or its folder cannot be written; labelling is disabled</source>
        <translation>只读：项目文件或其所在文件夹不可写，已禁用标注</translation>
    </message>
    <message>
        <source>Read-only: no annotator</source>
        <translation>只读：未选择标注者</translation>
    </message>
    <message>
        <source>%1 · lead: reconciles, labels only as a volunteer</source>
        <translation>%1 · 负责人：负责协调，只以志愿者身份标注</translation>
    </message>
    <message>
        <source> (package)</source>
        <translation>（工作包）</translation>
    </message>
    <message>
        <source>Labeling as %1 · lead%2</source>
        <translation>以 %1 的身份标注 · 负责人%2</translation>
    </message>
    <message>
        <source>Labeling as %1%2</source>
        <translation>以 %1 的身份标注%2</translation>
    </message>
    <message>
        <source>&amp;Taxonomy</source>
        <translation>分类体系(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Propose a Category…</source>
        <translation>提议新类别(&amp;P)…</translation>
    </message>
    <message>
        <source>Proposal recorded; every volunteer votes on it.</source>
        <translation>提议已记录；每位志愿者都将对其投票。</translation>
    </message>
    <message>
        <source>&amp;Vote on Proposals…</source>
        <translation>对提议投票(&amp;V)…</translation>
    </message>
    <message>
        <source>Taxonomy Proposals</source>
        <translation>分类体系提议</translation>
    </message>
    <message>
        <source>&amp;Reconciliation and Dashboard…</source>
        <translation>协调与仪表板(&amp;R)…</translation>
    </message>
    <message>
        <source>The lead annotator&apos;s window</source>
        <translation>负责人窗口</translation>
    </message>
    <message>
        <source>Taxonomy %1 %2</source>
        <translation>分类体系 %1 %2</translation>
    </message>
    <message>
        <source>&amp;Find in Issue</source>
        <translation>在问题中查找(&amp;F)</translation>
    </message>
    <message>
        <source>Search &amp;Issues</source>
        <translation>搜索问题(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Codebook</source>
        <translation>编码本(&amp;C)</translation>
    </message>
    <message>
        <source>Every node&apos;s description and details (F1 on a node of the picker)</source>
        <translation>每个节点的描述与细节（在分类体系选择器中的节点上按 F1）</translation>
    </message>
    <message>
        <source>Te&amp;am</source>
        <translation>团队(&amp;A)</translation>
    </message>
    <message>
        <source>No project open. File › Open Project…, New Project… or Import Study…, or Team › Join Team…</source>
        <translation>没有打开的项目。请使用 文件 › 打开项目…、新建项目… 或 导入研究数据…，或 团队 › 加入团队…</translation>
    </message>
    <message>
        <source>&amp;Screening…</source>
        <translation>筛查(&amp;S)…</translation>
    </message>
    <message>
        <source>Write an &amp;Open Code</source>
        <translation>填写开放编码(&amp;O)</translation>
    </message>
    <message>
        <source>Type to search the taxonomy · ↑ ↓ move · → descend · Tab to the summary
Enter saves the label and opens the next unlabeled issue
Alt+N not LLM-related (false positive) · Alt+U unsure · Alt+C comment · F1 the codebook at the selected node
Alt+O or Ctrl+Shift+O an open code of your own, when no node fits (or there is no taxonomy yet)
Ctrl+J / Ctrl+K next / previous issue · Ctrl+U next unlabeled
Ctrl+L go to URL · Ctrl+T search the taxonomy · Ctrl+F find in the issue · Ctrl+Shift+F search all issues
Ctrl+Z / Ctrl+Shift+Z undo / redo the last label, wherever the focus is
Ctrl+Shift+I the interview workbench: select text, type to search, Enter codes it
Ctrl+Shift+S screening: K keep, F false positive (with the reason), B back</source>
        <translation>输入以搜索分类体系 · ↑ ↓ 移动 · → 进入下一层 · Tab 转到摘要
Enter 保存标注并打开下一个未标注问题
Alt+N 与 LLM 无关（误报）· Alt+U 不确定 · Alt+C 备注 · F1 查看所选节点的编码本
Alt+O 或 Ctrl+Shift+O 在没有合适节点（或尚无分类体系）时填写自己的开放编码
Ctrl+J / Ctrl+K 下一个 / 上一个问题 · Ctrl+U 下一个未标注问题
Ctrl+L 转到 URL · Ctrl+T 搜索分类体系 · Ctrl+F 在问题中查找 · Ctrl+Shift+F 搜索所有问题
Ctrl+Z / Ctrl+Shift+Z 撤销 / 重做上一次标注，无论焦点在何处
Ctrl+Shift+I 访谈工作台：选中文本，输入以搜索，按 Enter 编码
Ctrl+Shift+S 筛查：K 保留，F 误报（附原因），B 返回</translation>
    </message>
    <message>
        <source>&amp;Edit Taxonomy…</source>
        <translation>编辑分类体系(&amp;E)…</translation>
    </message>
    <message>
        <source>Rename, retire, merge and move the nodes of the team&apos;s taxonomy (the lead)</source>
        <translation>重命名、停用、合并和移动团队分类体系中的节点（负责人）</translation>
    </message>
    <message>
        <source>&amp;Card Sort…</source>
        <translation>卡片分类(&amp;C)…</translation>
    </message>
    <message>
        <source>Sort the volunteers&apos; open codes into the taxonomy (the lead&apos;s)</source>
        <translation>将志愿者的开放编码归入分类体系（负责人）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::NewStudyWizard</name>
    <message>
        <source>New Study</source>
        <translation>新建研究</translation>
    </message>
    <message>
        <source>The project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>A study of your own starts empty: no frameworks, no issues. Choose where its project file goes.</source>
        <translation>你自己的研究从空白开始：没有框架，也没有问题。请选择其项目文件的保存位置。</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the project file</source>
        <translation>选择项目文件</translation>
    </message>
    <message>
        <source>Project file:</source>
        <translation>项目文件：</translation>
    </message>
    <message>
        <source>Taxonomy and team</source>
        <translation>分类体系与团队</translation>
    </message>
    <message>
        <source>Label with a taxonomy you have, or start without one and grow it from open codes. Each volunteer labels in a column of their own.</source>
        <translation>使用已有的分类体系进行标注，或者先不用分类体系，从开放编码中逐步建立。每位志愿者在各自的列中标注。</translation>
    </message>
    <message>
        <source>No taxonomy yet</source>
        <translation>暂无分类体系</translation>
    </message>
    <message>
        <source>The LLM challenges taxonomy (bundled)</source>
        <translation>大语言模型挑战分类体系（内置）</translation>
    </message>
    <message>
        <source>From a file (taxonomy JSON or REFI-QDA codebook):</source>
        <translation>来自文件（分类体系 JSON 或 REFI-QDA 编码本）：</translation>
    </message>
    <message>
        <source>Taxonomy file</source>
        <translation>分类体系文件</translation>
    </message>
    <message>
        <source>Choose the taxonomy file</source>
        <translation>选择分类体系文件</translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation>分类体系</translation>
    </message>
    <message>
        <source>Taxonomy JSON or REFI-QDA codebook (*.json *.qdc)</source>
        <translation>分类体系 JSON 或 REFI-QDA 编码本 (*.json *.qdc)</translation>
    </message>
    <message>
        <source>Volunteers</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Volunteers (Label1..LabelN):</source>
        <translation>志愿者（Label1..LabelN）：</translation>
    </message>
    <message>
        <source>Frameworks</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Each framework&apos;s issues come from its repositories (github:OWNER/REPO or gitee:OWNER/REPO, separated by spaces). With a keyword file only issues that mention a keyword are collected; without one, every issue.</source>
        <translation>每个框架的问题来自其仓库（github:OWNER/REPO 或 gitee:OWNER/REPO，以空格分隔）。有关键词文件时只收集提及关键词的问题；没有关键词文件时收集全部问题。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Keyword file (empty: every issue)</source>
        <translation>关键词文件（留空：全部问题）</translation>
    </message>
    <message>
        <source>Add Framework</source>
        <translation>添加框架</translation>
    </message>
    <message>
        <source>Keyword File…</source>
        <translation>关键词文件…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Choose the keyword file of the selected framework</source>
        <translation>为所选框架选择关键词文件</translation>
    </message>
    <message>
        <source>Keyword File</source>
        <translation>关键词文件</translation>
    </message>
    <message>
        <source>Keywords (*.txt *.py filter_keywords);;All files (*)</source>
        <translation>关键词 (*.txt *.py filter_keywords);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose where the project file goes.</source>
        <translation>请选择项目文件的保存位置。</translation>
    </message>
    <message>
        <source>%1 exists already; a new study never replaces a file.</source>
        <translation>%1 已存在；新建研究绝不会替换已有文件。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Choose a taxonomy file, or another source.</source>
        <translation>请选择分类体系文件，或选择其他来源。</translation>
    </message>
    <message>
        <source>Framework %1</source>
        <translation>框架 %1</translation>
    </message>
    <message>
        <source>%1 has no name.</source>
        <translation>%1 没有名称。</translation>
    </message>
    <message>
        <source>%1 needs a repository: github:OWNER/REPO or gitee:OWNER/REPO.</source>
        <translation>%1 需要一个仓库：github:OWNER/REPO 或 gitee:OWNER/REPO。</translation>
    </message>
    <message>
        <source>Two frameworks are named %1.</source>
        <translation>有两个框架都名为 %1。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::OpenCodeCardModel</name>
    <message>
        <source>in the taxonomy: %1</source>
        <translation>分类体系中：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) by %1 volunteer(s) on %2 issue(s)</source>
        <translation>
            <numerusform>%1 位志愿者在 %2 个问题上的 %n 条标注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) not mapped to a node yet</source>
        <translation>
            <numerusform>%n 条标注尚未对应到节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Placed on %1</source>
        <translation>已放到 %1</translation>
    </message>
    <message>
        <source>Open code</source>
        <translation>开放编码</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标注数</translation>
    </message>
    <message>
        <source>Volunteers</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Placed on</source>
        <translation>放置于</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::OpenCodeCardPanel</name>
    <message>
        <source>Open &amp;Issue</source>
        <translation>打开问题(&amp;I)</translation>
    </message>
    <message>
        <source>Issues of the open code</source>
        <translation>该开放编码的问题</translation>
    </message>
    <message>
        <source>The issues whose labels carry the chosen open code; Enter or a double-click reads one</source>
        <translation>标注带有所选开放编码的问题；按 Enter 或双击即可阅读</translation>
    </message>
    <message>
        <source>Read the chosen issue (read-only)</source>
        <translation>阅读所选问题（只读）</translation>
    </message>
    <message>
        <source>Choose a card to see its issues and summaries.</source>
        <translation>选择一张卡片以查看其问题和摘要。</translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %n label(s)</source>
        <translation>
            <numerusform>“%1”：%n 条标注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n volunteer(s)</source>
        <translation>
            <numerusform>%n 位志愿者</numerusform>
        </translation>
    </message>
    <message>
        <source>No summary written with it.</source>
        <translation>没有与之一同写下的摘要。</translation>
    </message>
    <message>
        <source>Summaries:</source>
        <translation>摘要：</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ProjectCheckAction</name>
    <message>
        <source>&amp;Check Project…</source>
        <translation>检查项目(&amp;C)…</translation>
    </message>
    <message>
        <source>Check the project file: SQLite&apos;s integrity check, its invariants and the audit log&apos;s chain</source>
        <translation>检查项目文件：SQLite 完整性检查、数据不变量以及审计日志链</translation>
    </message>
    <message>
        <source>the project file %1 is damaged: %2</source>
        <translation>项目文件 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>audit log not checked: </source>
        <translation>审计日志未检查：</translation>
    </message>
    <message>
        <source>Check project</source>
        <translation>检查项目</translation>
    </message>
    <message>
        <source>Check project: problems found</source>
        <translation>检查项目：发现问题</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ProjectSession</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>a change of many final labels is still being written; try again when it is done</source>
        <translation>大量最终标注的更改仍在写入中；请在完成后重试</translation>
    </message>
    <message>
        <source>no project is open</source>
        <translation>没有打开的项目</translation>
    </message>
    <message>
        <source>another change is still being written</source>
        <translation>另一项更改仍在写入中</translation>
    </message>
    <message>
        <source>a coder changes only their own segments (the lead also the code book&apos;s)</source>
        <translation>编码者只能修改自己的片段（负责人还可修改编码本的片段）</translation>
    </message>
    <message>
        <source>only the lead chooses the codebook&apos;s examples</source>
        <translation>只有负责人可以选择编码本的示例</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ProposalDialog</name>
    <message>
        <source>Propose a Category</source>
        <translation>提议新类别</translation>
    </message>
    <message>
        <source>What belongs here and what does not; how it differs from its neighbours</source>
        <translation>哪些属于此类、哪些不属于；与相邻类别有何区别</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>提议</translation>
    </message>
    <message>
        <source>new theme of</source>
        <translation>新主题，隶属</translation>
    </message>
    <message>
        <source>new sub-theme of</source>
        <translation>新子主题，隶属</translation>
    </message>
    <message>
        <source>If adopted: %1 (codes and the taxonomy version are assigned on adoption)</source>
        <translation>若被采纳：%1（编码和分类体系版本在采纳时分配）</translation>
    </message>
    <message>
        <source>&amp;Under</source>
        <translation>上级(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Example issue</source>
        <translation>示例问题(&amp;E)</translation>
    </message>
    <message>
        <source>Every annotator votes on a proposal; it is adopted only when the project&apos;s share of them approve (all of them, unless the lead changed it).</source>
        <translation>每位标注者都对提议投票；只有赞成者达到项目设定的比例（默认为全体，除非负责人修改）时才会采纳。</translation>
    </message>
    <message>
        <source>The example is not an issue of this project.</source>
        <translation>示例不是本项目中的问题。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ProposalTableModel</name>
    <message>
        <source>%1 under %2</source>
        <translation>%2 下的 %1</translation>
    </message>
    <message>
        <source>%1 approve, %2 reject (%3 of %4 needed)</source>
        <translation>%1 票赞成，%2 票反对（需 %4 人中的 %3 人）</translation>
    </message>
    <message>
        <source>%1 in taxonomy %2</source>
        <translation>分类体系 %2 中的 %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>提议</translation>
    </message>
    <message>
        <source>Proposed by</source>
        <translation>提议人</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>voting</source>
        <translation>投票中</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ProposalsView</name>
    <message>
        <source>Approve</source>
        <translation>赞成</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>反对</translation>
    </message>
    <message>
        <source>Propose a category…</source>
        <translation>提议新类别…</translation>
    </message>
    <message>
        <source>Export taxonomy…</source>
        <translation>导出分类体系…</translation>
    </message>
    <message>
        <source>Why not (required to reject; it stays with the proposal)</source>
        <translation>反对理由（反对时必填；将随提议保存）</translation>
    </message>
    <message>
        <source>&lt;i&gt;No proposals yet. A volunteer proposes a theme or sub-theme from the workbench.&lt;/i&gt;</source>
        <translation>&lt;i&gt;还没有提议。志愿者可在工作台中提议新的主题或子主题。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; under %2, proposed by %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，位于 %2 之下，由 %3 提议&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>&lt;br&gt;Example: %1</source>
        <translation>&lt;br&gt;示例：%1</translation>
    </message>
    <message>
        <source>approves</source>
        <translation>赞成</translation>
    </message>
    <message>
        <source>rejects</source>
        <translation>反对</translation>
    </message>
    <message>
        <source>&lt;br&gt;Votes: %1</source>
        <translation>&lt;br&gt;投票：%1</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Export the taxonomy (JSON and the study&apos;s detail CSVs)</source>
        <translation>导出分类体系（JSON 及研究的细节 CSV）</translation>
    </message>
    <message>
        <source>Export Taxonomy</source>
        <translation>导出分类体系</translation>
    </message>
    <message>
        <source>Taxonomy %1 written:
%2</source>
        <translation>已写出分类体系 %1：
%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;You approve; you can change your vote while it is open.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;你投了赞成票；提议开放期间可以更改。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;You reject; you can change your vote while it is open.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;你投了反对票；提议开放期间可以更改。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Taxonomy proposals</source>
        <translation>分类体系提议</translation>
    </message>
    <message>
        <source>Proposed themes and sub-themes with their votes and outcome</source>
        <translation>提议的主题和子主题及其投票与结果</translation>
    </message>
    <message>
        <source>Proposal details</source>
        <translation>提议详情</translation>
    </message>
    <message>
        <source>Reason for rejecting</source>
        <translation>反对理由</translation>
    </message>
    <message>
        <source>Required to reject; Enter rejects the selected proposal</source>
        <translation>反对时必填；按 Enter 反对所选提议</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::QueueFilterBar</name>
    <message>
        <source>Apply rules</source>
        <translation>应用规则</translation>
    </message>
    <message>
        <source>Accept majorities…</source>
        <translation>采纳多数意见…</translation>
    </message>
    <message>
        <source>The share of an issue&apos;s labels the top theme needs to count as a majority (project setting)</source>
        <translation>得票最多的主题需占该问题标注的比例，才算作多数（项目设置）</translation>
    </message>
    <message>
        <source>&amp;Framework</source>
        <translation>框架(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Year</source>
        <translation>年份(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Volunteer</source>
        <translation>志愿者(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>Majority at least</source>
        <translation>多数至少占</translation>
    </message>
    <message>
        <source>Suggest only</source>
        <translation>仅建议</translation>
    </message>
    <message>
        <source>Pre-fill</source>
        <translation>预先填入</translation>
    </message>
    <message>
        <source>Auto-accept with the rules</source>
        <translation>随规则自动采纳</translation>
    </message>
    <message>
        <source>All frameworks</source>
        <translation>全部框架</translation>
    </message>
    <message>
        <source>All years</source>
        <translation>全部年份</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>全部主题</translation>
    </message>
    <message>
        <source>All volunteers</source>
        <translation>全部志愿者</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未裁定</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>已裁定</translation>
    </message>
    <message>
        <source>All disagreements</source>
        <translation>全部分歧</translation>
    </message>
    <message>
        <source>What a majority does</source>
        <translation>多数意见的处理方式</translation>
    </message>
    <message>
        <source>Only suggest the majority, pre-fill it, or accept it with the rules</source>
        <translation>仅建议多数意见、预先填入，或随规则采纳</translation>
    </message>
    <message>
        <source>Give every unanimous issue its final label (and, if the project says so, every majority that reaches the threshold). Applying the rules again decides nothing twice.</source>
        <translation>为每个意见一致的问题设定最终标注（若项目设置如此，也包括达到阈值的多数意见）。再次应用规则不会重复裁定。</translation>
    </message>
    <message>
        <source>Accept the majority as the final label of every undecided issue in the filtered queue whose majority reaches the threshold; ties stay for you</source>
        <translation>对筛选后队列中多数意见达到阈值的每个未裁定问题，采纳多数意见作为最终标注；平票留给你裁定</translation>
    </message>
    <message>
        <source>&amp;Unsure only</source>
        <translation>仅显示不确定(&amp;U)</translation>
    </message>
    <message>
        <source>Only issues where at least one volunteer marked their label unsure</source>
        <translation>仅显示至少有一位志愿者将其标注标记为不确定的问题</translation>
    </message>
    <message>
        <source>Votes c&amp;hanged</source>
        <translation>投票已变化(&amp;H)</translation>
    </message>
    <message>
        <source>Only decisions with a volunteer&apos;s label written after them, whatever the status filter says: the decision was taken on other votes</source>
        <translation>仅显示之后又有志愿者写入标注的裁定（不论状态筛选如何）：这些裁定是基于其他投票作出的</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::QueueModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> (weak)</source>
        <translation>（弱）</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未裁定</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Theme votes</source>
        <translation>主题票数</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>多数</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>平票</translation>
    </message>
    <message numerus="yes">
        <source>%n volunteer(s) marked their label unsure</source>
        <translation>
            <numerusform>%n 位志愿者将其标注标记为不确定</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>A volunteer&apos;s label was written after this decision: it was taken on other votes. Look at it again (the “Votes changed” filter lists them all).</source>
        <translation>此裁定之后有志愿者写入了标注：该裁定是基于其他投票作出的。请重新查看（“投票已变化”筛选会列出所有此类裁定）。</translation>
    </message>
    <message>
        <source>%1 (%2) · votes changed</source>
        <translation>%1（%2）· 投票已变化</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ReconciliationView</name>
    <message>
        <source>Loading the queue…</source>
        <translation>正在加载队列…</translation>
    </message>
    <message>
        <source>The queue could not be loaded: </source>
        <translation>无法加载队列：</translation>
    </message>
    <message>
        <source>%1 in this queue</source>
        <translation>此队列中 %1 个</translation>
    </message>
    <message>
        <source>%1 undecided disagreements in the project, %2 of them ties</source>
        <translation>项目中有 %1 个未裁定的分歧，其中 %2 个为平票</translation>
    </message>
    <message>
        <source>%1 unanimous issues wait for “Apply rules”</source>
        <translation>%1 个意见一致的问题等待“应用规则”</translation>
    </message>
    <message>
        <source>%1 wait for more labels</source>
        <translation>%1 个等待更多标注</translation>
    </message>
    <message>
        <source>no such issue</source>
        <translation>没有该问题</translation>
    </message>
    <message>
        <source>Decide %1</source>
        <translation>裁定 %1</translation>
    </message>
    <message>
        <source>The end of the queue</source>
        <translation>已到队列末尾</translation>
    </message>
    <message>
        <source>The rules decided nothing: the write was cancelled or failed.</source>
        <translation>规则未作出任何裁定：写入已取消或失败。</translation>
    </message>
    <message>
        <source>Not saved: </source>
        <translation>未保存：</translation>
    </message>
    <message>
        <source>false positive</source>
        <translation>误报</translation>
    </message>
    <message>
        <source>Applying the rules…</source>
        <translation>正在应用规则…</translation>
    </message>
    <message>
        <source>The rules found nothing new to decide.</source>
        <translation>规则没有发现需要新裁定的问题。</translation>
    </message>
    <message>
        <source>The rules decided %1 unanimous, %2 false positives, %3 majorities.</source>
        <translation>规则裁定了 %1 个一致、%2 个误报、%3 个多数意见。</translation>
    </message>
    <message>
        <source>Writing the rules&apos; %1 decisions…</source>
        <translation>正在写入规则的 %1 项裁定…</translation>
    </message>
    <message>
        <source>Apply rules (%1 issues)</source>
        <translation>应用规则（%1 个问题）</translation>
    </message>
    <message>
        <source>Accept Majorities</source>
        <translation>采纳多数意见</translation>
    </message>
    <message>
        <source>No undecided issue in this queue has a majority that reaches %1%.</source>
        <translation>此队列中没有多数意见达到 %1% 的未裁定问题。</translation>
    </message>
    <message>
        <source>Accept %1 majorities</source>
        <translation>采纳 %1 个多数意见</translation>
    </message>
    <message>
        <source>Disagreement queue</source>
        <translation>分歧队列</translation>
    </message>
    <message>
        <source>Issues the volunteers labelled differently; the selected one opens below</source>
        <translation>志愿者标注不一致的问题；选中的问题在下方打开</translation>
    </message>
    <message>
        <source>Make %1 a codebook example</source>
        <translation>将 %1 设为编码本示例</translation>
    </message>
    <message>
        <source>Remove %1 from the codebook examples</source>
        <translation>从编码本示例中移除 %1</translation>
    </message>
    <message>
        <source>decisions whose votes changed since: %1</source>
        <translation>裁定后投票有变化的裁定：%1</translation>
    </message>
    <message>
        <source>Accept the majority as the final label of 1 issue in the filtered queue?</source>
        <translation>要将多数意见采纳为筛选后队列中 1 个问题的最终标注吗？</translation>
    </message>
    <message>
        <source>Accept the majority as the final label of %1 issues in the filtered queue?</source>
        <translation>要将多数意见采纳为筛选后队列中 %1 个问题的最终标注吗？</translation>
    </message>
    <message>
        <source>Ties and weaker majorities stay for you. Edit › Undo takes all of them back.</source>
        <translation>平票和未达阈值的多数意见留给你裁定。编辑 › 撤销 可将它们全部撤回。</translation>
    </message>
    <message>
        <source>Accept 1 Majority</source>
        <translation>采纳 1 个多数意见</translation>
    </message>
    <message>
        <source>Accept %1 Majorities</source>
        <translation>采纳 %1 个多数意见</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::RoundAssignDialog</name>
    <message>
        <source>&amp;Every volunteer labels every issue</source>
        <translation>每位志愿者标注每个问题(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Volunteers per issue, balanced:</source>
        <translation>每个问题的志愿者数（均衡分配）(&amp;V)：</translation>
    </message>
    <message>
        <source>Assign a Round</source>
        <translation>分配轮次</translation>
    </message>
    <message>
        <source>Assigns the %1 issues of “%2” to the team&apos;s %3 volunteers. Issues outside the round keep their assignments; within it, volunteers no longer chosen lose theirs.</source>
        <translation>将“%2”的 %1 个问题分配给团队的 %3 位志愿者。该轮次之外的问题保留原有分配；在该轮次之内，不再被选中的志愿者将失去其分配。</translation>
    </message>
    <message>
        <source>Volunteers per issue</source>
        <translation>每个问题的志愿者数</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>分配</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::RoundTableModel</name>
    <message>
        <source>by framework</source>
        <translation>按框架</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Stratified</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>Rated by ≥ 2</source>
        <translation>≥ 2 人标注</translation>
    </message>
    <message>
        <source>Fleiss κ (theme)</source>
        <translation>Fleiss κ（主题）</translation>
    </message>
    <message>
        <source>% agreement</source>
        <translation>一致率 %</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>试标</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>no</source>
        <comment>not stratified</comment>
        <translation>否</translation>
    </message>
    <message>
        <source>by framework and year</source>
        <translation>按框架和年份</translation>
    </message>
    <message>
        <source>%1, of %2</source>
        <translation>%1（共 %2）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::RoundsView</name>
    <message>
        <source>Stratified by framework</source>
        <translation>按框架分层</translation>
    </message>
    <message>
        <source>Draw and record</source>
        <translation>抽取并记录</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>试标</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Draw a Round</source>
        <translation>抽取一轮</translation>
    </message>
    <message>
        <source>Kind of round</source>
        <translation>轮次类型</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>The rounds drawn so far with their agreement</source>
        <translation>已抽取的轮次及其一致性</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>随机种子(&amp;E)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>数量(&amp;Z)</translation>
    </message>
    <message>
        <source>A round is a random sample every volunteer labels; its agreement (Fleiss κ at the theme level, over the issues rated by at least two) shows whether calibration works. The seed and size are recorded: the same parameters draw the same issues.</source>
        <translation>一轮是每位志愿者都要标注的随机样本；其一致性（主题层级的 Fleiss κ，基于至少两人标注的问题）可以说明校准是否有效。随机种子和数量都会被记录：相同参数抽取相同的问题。</translation>
    </message>
    <message>
        <source>Draw a &amp;Sample…</source>
        <translation>抽取样本(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Assign…</source>
        <translation>分配(&amp;A)…</translation>
    </message>
    <message>
        <source>A sample of the size a confidence level and margin of error need, stratified by framework and year</source>
        <translation>按置信水平和误差范围所需的样本量抽取样本，并按框架和年份分层</translation>
    </message>
    <message>
        <source>Assign the selected round&apos;s issues to the volunteers</source>
        <translation>将所选轮次的问题分配给志愿者</translation>
    </message>
    <message>
        <source>“%1” holds %2 issues (seed %3). In this project the issue list&apos;s round filter shows them; Assign… gives them to the volunteers. Agreement appears here as they label.</source>
        <translation>“%1”包含 %2 个问题（随机种子 %3）。在本项目中，问题列表的轮次筛选会显示这些问题；“分配…”会将它们分配给志愿者。志愿者标注后，一致性会显示在这里。</translation>
    </message>
    <message>
        <source>The sample holds %1 issues of %2 (seed %3). Assign it to the volunteers with Assign…; agreement appears here as they label.</source>
        <translation>样本包含 %2 个问题中的 %1 个（随机种子 %3）。请通过“分配…”将其分配给志愿者；志愿者标注后，一致性会显示在这里。</translation>
    </message>
    <message>
        <source>Assigned the %1 issues of “%2”: %3 new, %4 removed, %5 kept assignments. Volunteers get them with their next package update or sync.</source>
        <translation>已分配“%2”的 %1 个问题：新增 %3 项分配，移除 %4 项，保留 %5 项。志愿者会在下次工作包更新或同步时收到。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SampleDialog</name>
    <message>
        <source>Draw a Sample</source>
        <translation>抽取样本</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>试标</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Kind of round</source>
        <translation>轮次类型</translation>
    </message>
    <message>
        <source>The share you expect to estimate; 0.5 gives the largest, safest sample when you do not know it</source>
        <translation>你预计要估计的比例；不确定时取 0.5，可得到最大、最稳妥的样本量</translation>
    </message>
    <message>
        <source>By framework and year</source>
        <translation>按框架和年份</translation>
    </message>
    <message>
        <source>By framework</source>
        <translation>按框架</translation>
    </message>
    <message>
        <source>Not stratified</source>
        <translation>不分层</translation>
    </message>
    <message>
        <source>Frameworks to sample</source>
        <translation>要抽样的框架</translation>
    </message>
    <message>
        <source>The sample is drawn from the checked frameworks&apos; issues</source>
        <translation>从所勾选框架的问题中抽取样本</translation>
    </message>
    <message>
        <source>Reading the project&apos;s issues…</source>
        <translation>正在读取项目的问题…</translation>
    </message>
    <message>
        <source>Sample per stratum</source>
        <translation>各分层的样本量</translation>
    </message>
    <message>
        <source>Draw and Record</source>
        <translation>抽取并记录</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Confidence level:</source>
        <translation>置信水平(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Margin of error:</source>
        <translation>误差范围(&amp;M)：</translation>
    </message>
    <message>
        <source>Expected &amp;proportion:</source>
        <translation>预期比例(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Strata:</source>
        <translation>分层(&amp;S)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Frameworks:</source>
        <translation>框架(&amp;F)：</translation>
    </message>
    <message>
        <source>Check at least one framework.</source>
        <translation>请至少勾选一个框架。</translation>
    </message>
    <message>
        <source>Sample: %1 of %2 issues
z = %3; n₀ = z² p (1 − p) / e² = %4; n = n₀ / (1 + (n₀ − 1) / N), rounded up; each stratum&apos;s share is in proportion to its size.</source>
        <translation>样本：%2 个问题中的 %1 个
z = %3；n₀ = z² p (1 − p) / e² = %4；n = n₀ / (1 + (n₀ − 1) / N)，向上取整；各分层所占份额与其规模成正比。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SamplePlanModel</name>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>All issues</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>no year</source>
        <translation>无年份</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ScreeningView</name>
    <message>
        <source>Keywords only in user names, file paths or commits</source>
        <translation>关键词仅出现在用户名、文件路径或提交中</translation>
    </message>
    <message>
        <source>A lightweight model using LLM-related modules, no LLM-specific challenge</source>
        <translation>使用大语言模型相关模块的轻量模型，没有大语言模型特有的挑战</translation>
    </message>
    <message>
        <source>LLM-related names without LLM-specific behaviour</source>
        <translation>名称与大语言模型相关，但没有大语言模型特有的行为</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;False Positive</source>
        <translation>误报(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <source>Screening</source>
        <translation>筛查</translation>
    </message>
    <message>
        <source>Why the issue is not LLM-related: pick one of the study&apos;s reasons or write your own; Enter marks the false positive</source>
        <translation>该问题为何与大语言模型无关：选择研究中的某个理由或自行填写；按 Enter 标为误报</translation>
    </message>
    <message>
        <source>The issue is LLM-related: keep it for labelling (K)</source>
        <translation>该问题与大语言模型相关：保留以供标注（K）</translation>
    </message>
    <message>
        <source>The issue is not LLM-related: mark it a false positive with the reason (F)</source>
        <translation>该问题与大语言模型无关：将其标为误报并附上理由（F）</translation>
    </message>
    <message>
        <source>The issue before (B)</source>
        <translation>上一个问题（B）</translation>
    </message>
    <message>
        <source>Keywords found</source>
        <translation>找到的关键词</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>你的决定</translation>
    </message>
    <message>
        <source>Reason for a false positive</source>
        <translation>误报理由</translation>
    </message>
    <message>
        <source>K keep · F false positive · B back
An issue is excluded only when every volunteer marks it a false positive.</source>
        <translation>K 保留 · F 误报 · B 返回
只有当每位志愿者都将某个问题标为误报时，该问题才会被排除。</translation>
    </message>
    <message>
        <source>Screening needs a project open as a volunteer who labels.</source>
        <translation>筛查需要以参与标注的志愿者身份打开项目。</translation>
    </message>
    <message>
        <source>No candidate issues to screen.</source>
        <translation>没有需要筛选的候选问题。</translation>
    </message>
    <message>
        <source>%1 of %2 screened</source>
        <translation>已筛查 %1 / %2</translation>
    </message>
    <message>
        <source> — every candidate is screened</source>
        <translation> — 所有候选问题均已筛查</translation>
    </message>
    <message>
        <source>no such issue</source>
        <translation>没有该问题</translation>
    </message>
    <message>
        <source>No keyword of the framework&apos;s list occurs in the fetched text.</source>
        <translation>已获取的文本中没有出现该框架列表中的任何关键词。</translation>
    </message>
    <message>
        <source>Not fetched yet: fetch the issue (Project › Fetch) to see where the keywords occur.</source>
        <translation>尚未获取：请获取该问题（项目 › 获取）以查看关键词出现的位置。</translation>
    </message>
    <message>
        <source>False positive: %1</source>
        <translation>误报：%1</translation>
    </message>
    <message>
        <source>(no reason given)</source>
        <translation>（未给出理由）</translation>
    </message>
    <message>
        <source>Kept (you labelled it).</source>
        <translation>已保留（你已标注该问题）。</translation>
    </message>
    <message>
        <source>Kept.</source>
        <translation>已保留。</translation>
    </message>
    <message>
        <source>Not screened yet.</source>
        <translation>尚未筛查。</translation>
    </message>
    <message>
        <source>Keep an issue in screening</source>
        <translation>在筛查中保留问题</translation>
    </message>
    <message>
        <source>Give a reason for the false positive.</source>
        <translation>请给出误报的理由。</translation>
    </message>
    <message>
        <source>Mark an issue a false positive</source>
        <translation>将问题标为误报</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SegmentAgreementModel</name>
    <message>
        <source>all codes</source>
        <translation>全部编码</translation>
    </message>
    <message>
        <source>Coders</source>
        <translation>编码者</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>两者均有</translation>
    </message>
    <message>
        <source>First only</source>
        <translation>仅第一位</translation>
    </message>
    <message>
        <source>Second only</source>
        <translation>仅第二位</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Cohen κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SegmentTableModel</name>
    <message>
        <source> (not in the taxonomy)</source>
        <translation>（不在分类体系中）</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>code book</source>
        <translation>编码本</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>引文</translation>
    </message>
    <message>
        <source>Codes</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Memo</source>
        <translation>备忘</translation>
    </message>
    <message>
        <source>Coder</source>
        <translation>编码者</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>引文</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ServerAdminBox</name>
    <message>
        <source>Team server</source>
        <translation>团队服务器</translation>
    </message>
    <message>
        <source>&amp;Invite…</source>
        <translation>邀请(&amp;I)…</translation>
    </message>
    <message>
        <source>Reset Pass&amp;word…</source>
        <translation>重置密码(&amp;W)…</translation>
    </message>
    <message>
        <source>Remove from &amp;Server…</source>
        <translation>从服务器移除(&amp;S)…</translation>
    </message>
    <message>
        <source>A login on the team server for a volunteer, a viewer or the lead, and the invitation to hand over</source>
        <translation>为志愿者、查看者或负责人在团队服务器上创建登录名，并生成需要转交的邀请</translation>
    </message>
    <message>
        <source>A new invitation for the selected member: the password they have stops working</source>
        <translation>为所选成员生成新的邀请：其现有密码将失效</translation>
    </message>
    <message>
        <source>The selected member&apos;s login stops working; their labels stay</source>
        <translation>所选成员的登录名将失效；其标注会保留</translation>
    </message>
    <message>
        <source>Members join %1. Inviting and removing run as its administrator, %2.</source>
        <translation>成员加入 %1。邀请和移除操作以其管理员 %2 的身份执行。</translation>
    </message>
    <message>
        <source>This project is on no team server: Team › Create Team Server… puts it on one, then invite the members here.</source>
        <translation>此项目不在任何团队服务器上：请通过 团队 › 创建团队服务器… 将其放到服务器上，然后在此处邀请成员。</translation>
    </message>
    <message>
        <source>Inviting %1…</source>
        <translation>正在邀请 %1…</translation>
    </message>
    <message>
        <source>Reset Password</source>
        <translation>重置密码</translation>
    </message>
    <message>
        <source>Give %1 a new invitation? The password they have stops working at once. They join again with the new invitation (Team › Join Team…; choosing their current project under Key from first copy keeps their signing key).</source>
        <translation>要给 %1 一个新的邀请吗？其现有密码将立即失效。对方需使用新邀请重新加入（团队 › 加入团队…；在“第一个副本的密钥”中选择其当前项目即可保留其签名密钥）。</translation>
    </message>
    <message>
        <source>Remove from the Team Server</source>
        <translation>从团队服务器移除</translation>
    </message>
    <message>
        <source>Take %1 off the team server? Their login stops working at once and their copy can no longer sync. Their labels and votes stay: on the server, in this project and in what the lead decides; what their copy holds and has not synced stays only there. They stay on the team (and in the export&apos;s label columns); inviting them again gives them a new password.</source>
        <translation>要将 %1 从团队服务器移除吗？其登录名将立即失效，其副本也无法再同步。其标注和投票会保留：保留在服务器上、本项目中以及负责人的裁定中；其副本中尚未同步的内容只会留在该副本里。对方仍留在团队中（也仍在导出文件的标注列中）；再次邀请时会为其生成新密码。</translation>
    </message>
    <message>
        <source>Taking %1 off the team server…</source>
        <translation>正在将 %1 从团队服务器移除…</translation>
    </message>
    <message>
        <source>Team Server Administrator</source>
        <translation>团队服务器管理员</translation>
    </message>
    <message>
        <source>Password of %1, the login the team server was created with (kept in the system keychain; empty: ~/.pgpass):</source>
        <translation>%1 的密码，即创建团队服务器时使用的登录名（保存在系统钥匙串中；留空则使用 ~/.pgpass）：</translation>
    </message>
    <message>
        <source>
The administrator&apos;s password was refused; it is asked again.</source>
        <translation>
管理员密码被拒绝；请重新输入。</translation>
    </message>
    <message>
        <source>Invited %1 as a %2 (login %3). The invitation is shown once.</source>
        <translation>已邀请 %1 作为%2（登录名 %3）。邀请仅显示这一次。</translation>
    </message>
    <message>
        <source> It is this project&apos;s own login: its syncs use the new password.</source>
        <translation> 这是本项目自身的登录名：其同步将使用新密码。</translation>
    </message>
    <message>
        <source>%1 is off the team server: their login no longer connects. Their labels stay.</source>
        <translation>%1 已从团队服务器移除：其登录名无法再连接。其标注会保留。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ServerSetupActions</name>
    <message>
        <source>C&amp;reate Team Server…</source>
        <translation>创建团队服务器(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Join Team…</source>
        <translation>加入团队(&amp;J)…</translation>
    </message>
    <message>
        <source>Make a new project from a team server with the address and the one-time password the lead sent you</source>
        <translation>使用负责人发给你的地址和一次性密码，从团队服务器创建新项目</translation>
    </message>
    <message>
        <source>Open the lead&apos;s project first</source>
        <translation>请先打开负责人的项目</translation>
    </message>
    <message>
        <source>Creating the team server and uploading the project…</source>
        <translation>正在创建团队服务器并上传项目…</translation>
    </message>
    <message>
        <source>Creating the team server at %1 failed: %2

Nothing in this project was changed.</source>
        <translation>在 %1 创建团队服务器失败：%2

此项目未做任何更改。</translation>
    </message>
    <message>
        <source>Cannot Create the Team Server</source>
        <translation>无法创建团队服务器</translation>
    </message>
    <message>
        <source>Created the team server %1 and uploaded %2 rows: %3 issues, %4 labels, %5 final labels, %6 assignments (server revision %7). Next, invite each member: `taxonomist-cli team invite NAME` prints their address and one-time password.</source>
        <translation>已创建团队服务器 %1 并上传 %2 行：%3 个问题、%4 个标签、%5 个最终标签、%6 个分配（服务器修订号 %7）。接下来请邀请每位成员：`taxonomist-cli team invite NAME` 会打印其地址和一次性密码。</translation>
    </message>
    <message>
        <source>Team Server Created</source>
        <translation>团队服务器已创建</translation>
    </message>
    <message>
        <source>%1 is the project open in this window; choose another file.</source>
        <translation>%1 是此窗口中打开的项目；请选择其他文件。</translation>
    </message>
    <message>
        <source>%1 is not a file; choose another name.</source>
        <translation>%1 不是文件；请选择其他名称。</translation>
    </message>
    <message>
        <source>%1 may be open in another program (its -wal file is next to it); close it there or choose another name.</source>
        <translation>%1 可能已在另一个程序中打开（旁边有它的 -wal 文件）；请在该程序中关闭它，或选择其他名称。</translation>
    </message>
    <message>
        <source>Cannot Join the Team</source>
        <translation>无法加入团队</translation>
    </message>
    <message>
        <source>Joining the team and downloading what your role may see…</source>
        <translation>正在加入团队并下载你的角色可查看的内容…</translation>
    </message>
    <message>
        <source>Joining the team at %1 failed: %2

%3 was left as it was.</source>
        <translation>加入 %1 的团队失败：%2

%3 保持原样。</translation>
    </message>
    <message>
        <source>Joining the team at %1 failed: %2

No project file was written (%3).</source>
        <translation>加入 %1 的团队失败：%2

未写入任何项目文件（%3）。</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>负责人</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>查看者</translation>
    </message>
    <message>
        <source>volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Joined the team as a %1: %2 holds %3 rows from the server (revision %4).</source>
        <translation>已作为%1加入团队：%2 包含来自服务器的 %3 行（修订号 %4）。</translation>
    </message>
    <message>
        <source>Joined the Team</source>
        <translation>已加入团队</translation>
    </message>
    <message>
        <source>The project file cannot be written</source>
        <translation>无法写入项目文件</translation>
    </message>
    <message>
        <source>This project is on a team server already: Team › Connect…</source>
        <translation>此项目已在团队服务器上：团队 › 连接…</translation>
    </message>
    <message>
        <source>This is a member&apos;s copy: the lead creates the team server from the lead&apos;s project</source>
        <translation>这是成员的副本：团队服务器由负责人从负责人的项目创建</translation>
    </message>
    <message>
        <source>Only the lead creates the team server: open the project as its lead (Edit › Switch Annotator…)</source>
        <translation>只有负责人可以创建团队服务器：请以负责人身份打开项目（编辑 › 切换标注者…）</translation>
    </message>
    <message>
        <source>Put this project on a PostgreSQL server so the team syncs through it</source>
        <translation>将此项目放到 PostgreSQL 服务器上，让团队通过它同步</translation>
    </message>
    <message>
        <source>The project has no lead yet: Project › Team… › Add as Lead</source>
        <translation>此项目还没有负责人：项目 › 团队… › 添加为负责人</translation>
    </message>
    <message>
        <source>This project now syncs as your own lead login, %1, whose password is %2 (shown once; kept in the system keychain). The address you typed stays for administration.</source>
        <translation>此项目现在以您自己的负责人登录名 %1 同步，其密码为 %2（仅显示这一次；已保存在系统钥匙串中）。您输入的地址保留用于管理。</translation>
    </message>
    <message>
        <source>This project now syncs as your own lead login, %1, whose password is %2 (shown once). The address you typed stays for administration.</source>
        <translation>此项目现在以您自己的负责人登录名 %1 同步，其密码为 %2（仅显示这一次）。您输入的地址保留用于管理。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::ServerSetupDialog</name>
    <message>
        <source>&amp;Keep the password in the system keychain</source>
        <translation>在系统钥匙串中保存密码(&amp;K)</translation>
    </message>
    <message>
        <source>Create Team Server</source>
        <translation>创建团队服务器</translation>
    </message>
    <message>
        <source>Join Team</source>
        <translation>加入团队</translation>
    </message>
    <message>
        <source>Puts this project on a PostgreSQL team server: Taxonomist creates its schema, the team&apos;s roles and access rules in the database and uploads the whole project. The address&apos;s user becomes the lead&apos;s login; it must own the database and may create roles (docs/team.md).</source>
        <translation>将此项目放到 PostgreSQL 团队服务器上：Taxonomist 在数据库中创建其架构、团队的角色和访问规则，并上传整个项目。地址中的用户成为负责人的登录名；该用户必须拥有此数据库并可以创建角色（见 docs/team.md）。</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>服务器地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Add ?sslmode=verify-full for any server but a test on this machine: the connection is then encrypted and the server&apos;s certificate checked against its name. The password never goes into the address.</source>
        <translation>除本机测试外，任何服务器都请加上 ?sslmode=verify-full：连接将被加密，并按服务器名称校验其证书。密码从不写入地址。</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>The login&apos;s PostgreSQL password; left empty, libpq looks in ~/.pgpass, PGPASSWORD or PGSERVICE.</source>
        <translation>该登录名的 PostgreSQL 密码；留空时 libpq 会在 ~/.pgpass、PGPASSWORD 或 PGSERVICE 中查找。</translation>
    </message>
    <message>
        <source>The one-time password from the lead; left empty, libpq looks in ~/.pgpass.</source>
        <translation>负责人提供的一次性密码；留空时 libpq 会在 ~/.pgpass 中查找。</translation>
    </message>
    <message>
        <source>New project file</source>
        <translation>新项目文件</translation>
    </message>
    <message>
        <source>Where to save your copy of the team&apos;s project</source>
        <translation>团队项目副本的保存位置</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>选择(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose where to save the new project</source>
        <translation>选择新项目的保存位置</translation>
    </message>
    <message>
        <source>New project &amp;file:</source>
        <translation>新项目文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>创建(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <source>No system keychain is available: the password is kept in memory until Taxonomist quits.</source>
        <translation>没有可用的系统钥匙串：密码仅保存在内存中，直到 Taxonomist 退出。</translation>
    </message>
    <message>
        <source>My Team Project.taxonomist</source>
        <translation>我的团队项目.taxonomist</translation>
    </message>
    <message>
        <source>Save the Joined Project</source>
        <translation>保存加入的项目</translation>
    </message>
    <message>
        <source>Taxonomist projects (*.taxonomist)</source>
        <translation>Taxonomist 项目 (*.taxonomist)</translation>
    </message>
    <message>
        <source>Replace the File?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it with the project joined from the server?</source>
        <translation>%1 已存在。要用从服务器加入的项目替换它吗？</translation>
    </message>
    <message>
        <source>Your first copy, for its signing key</source>
        <translation>你的第一个副本（用于其签名密钥）</translation>
    </message>
    <message>
        <source>Optional: only on a second computer</source>
        <translation>可选：仅在第二台计算机上填写</translation>
    </message>
    <message>
        <source>What you send is signed with your key. On your first computer, leave this empty: the new project makes your key. On a second computer, choose the project you joined with first (copied over or on a shared drive): this copy then signs with the same key.</source>
        <translation>你发送的内容都用你的密钥签名。在第一台计算机上请留空：新项目会生成你的密钥。在第二台计算机上，请选择你第一次加入时得到的项目（复制过来或位于共享盘上）：这个副本随后会用同一密钥签名。</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose your first copy</source>
        <translation>选择你的第一个副本</translation>
    </message>
    <message>
        <source>&amp;Key from first copy:</source>
        <translation>第一个副本的密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Your First Copy of the Project</source>
        <translation>你的第一个项目副本</translation>
    </message>
    <message>
        <source>Makes a new project from the team server with what your role may see. Paste the invitation the lead gave you (or open its file): it holds the address and your one-time password.</source>
        <translation>根据你的角色可查看的内容，从团队服务器创建新项目。请粘贴负责人给你的邀请（或打开邀请文件）：其中包含服务器地址和你的一次性密码。</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>taxonomist-invitation:… (paste it here)</source>
        <translation>taxonomist-invitation:…（粘贴到此处）</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open an invitation file</source>
        <translation>打开邀请文件</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>邀请(&amp;I)：</translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>The invitation of %1 as a %2: the address and the one-time password are filled in.</source>
        <translation>给 %1（%2）的邀请：已填入地址和一次性密码。</translation>
    </message>
    <message>
        <source>Open an Invitation</source>
        <translation>打开邀请</translation>
    </message>
    <message>
        <source>Taxonomist invitations (*.invitation);;All files (*)</source>
        <translation>Taxonomist 邀请 (*.invitation);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SourceListModel</name>
    <message>
        <source>quotes without a transcript</source>
        <translation>无转录文本的引文</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::StatisticsTableModel</name>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未裁定</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>误报数</translation>
    </message>
    <message>
        <source>FP rate</source>
        <translation>误报率</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>Issues whose final label marks them as false positives</source>
        <translation>最终标注为误报的问题</translation>
    </message>
    <message>
        <source>Issues excluded in screening: every volunteer expected to screen them marked them as false positives, or their final label does</source>
        <translation>在筛查中排除的问题：所有应筛查这些问题的志愿者都将其标为误报，或其最终标注为误报</translation>
    </message>
    <message>
        <source>The excluded share of the framework&apos;s issues (the study&apos;s false-positive rate)</source>
        <translation>该框架的问题中被排除的比例（研究的误报率）</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>已排除</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::StudyActions</name>
    <message>
        <source>New &amp;Study…</source>
        <translation>新建研究(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Collect Issues…</source>
        <translation>收集问题(&amp;C)…</translation>
    </message>
    <message>
        <source>Add Issues from &amp;URL List…</source>
        <translation>从 URL 列表添加问题(&amp;U)…</translation>
    </message>
    <message>
        <source>Start a study of your own repositories: a project with a taxonomy, volunteers and frameworks, and no issues yet</source>
        <translation>针对你自己的仓库开始一项研究：创建一个包含分类体系、志愿者和框架、但尚无问题的项目</translation>
    </message>
    <message>
        <source>List the frameworks&apos; repositories and keep the issues of a window that match a keyword</source>
        <translation>列出各框架的仓库，保留时间窗口内匹配关键词的问题</translation>
    </message>
    <message>
        <source>Add issues to a framework from a file of issue URLs</source>
        <translation>从问题 URL 文件向框架添加问题</translation>
    </message>
    <message>
        <source>Cannot create the study</source>
        <translation>无法创建研究</translation>
    </message>
    <message>
        <source>Cannot read the frameworks</source>
        <translation>无法读取框架</translation>
    </message>
    <message>
        <source>Collect Issues</source>
        <translation>收集问题</translation>
    </message>
    <message>
        <source>The project has no framework to collect: add one with File › New Study… or taxonomist-cli frameworks add.</source>
        <translation>此项目没有可收集的框架：请通过 文件 › 新建研究… 或 taxonomist-cli frameworks add 添加。</translation>
    </message>
    <message>
        <source>Add Issues from URL List</source>
        <translation>从 URL 列表添加问题</translation>
    </message>
    <message>
        <source>Issue URLs, one a line (*.txt);;All files (*)</source>
        <translation>问题 URL，每行一个 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Framework the issues join:</source>
        <translation>问题所属框架：</translation>
    </message>
    <message>
        <source>Adding the issues of %1…</source>
        <translation>正在添加 %1 中的问题…</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>未添加任何问题：%1</translation>
    </message>
    <message>
        <source>%1: %2 URLs listed, %3 added, %4 already in the project. Fetch them to read them; fetching gives each its year.</source>
        <translation>%1：列出 %2 个 URL，已添加 %3 个，%4 个已在项目中。获取后即可阅读；获取时会确定每个问题的年份。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::StudyExportAction</name>
    <message>
        <source>Export &amp;Study…</source>
        <translation>导出研究(&amp;S)…</translation>
    </message>
    <message>
        <source>Export Replication &amp;Package…</source>
        <translation>导出复现包(&amp;P)…</translation>
    </message>
    <message>
        <source>Write the study&apos;s layout (one CSV per framework, the year files) and the long CSV</source>
        <translation>按研究的目录结构写出（每个框架一个 CSV、各年份文件）以及长格式 CSV</translation>
    </message>
    <message>
        <source>Write the study&apos;s layout with the report, its figures, the taxonomy, the long CSV and a README.md describing each file</source>
        <translation>按研究的目录结构写出，并附上报告、图表、分类体系、长格式 CSV 以及说明每个文件的 README.md</translation>
    </message>
    <message>
        <source>Export Replication Package</source>
        <translation>导出复现包</translation>
    </message>
    <message>
        <source>Export Study</source>
        <translation>导出研究</translation>
    </message>
    <message>
        <source>Exporting the study to %1…</source>
        <translation>正在将研究导出到 %1…</translation>
    </message>
    <message>
        <source>The study could not be exported: %1</source>
        <translation>无法导出研究：%1</translation>
    </message>
    <message>
        <source>Wrote %1 framework CSVs, %2 year files and %3 other files (%4 issues) to %5.</source>
        <translation>已将 %1 个框架 CSV、%2 个年份文件和 %3 个其他文件（%4 个问题）写入 %5。</translation>
    </message>
    <message>
        <source>The long CSV (%1 rows) is beside it: %2</source>
        <translation>长格式 CSV（%1 行）在其旁边：%2</translation>
    </message>
    <message>
        <source>With the report, its figures, the taxonomy and the long CSV (%1 rows); %2 describes every file.</source>
        <translation>包含报告、图表、分类体系和长格式 CSV（%1 行）；%2 说明了每个文件。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::StudyImportTask</name>
    <message>
        <source>%1: a file of that name exists already; import a study into a new project</source>
        <translation>%1：同名文件已存在；请将研究数据导入新项目</translation>
    </message>
    <message>
        <source>Imported %1 issues of %2 frameworks</source>
        <translation>已导入 %2 个框架的 %1 个问题</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>导入已取消。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::SyncActions</name>
    <message>
        <source> · 1 change waiting</source>
        <translation> · 1 项更改待同步</translation>
    </message>
    <message>
        <source> · %1 changes waiting</source>
        <translation> · %1 项更改待同步</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Sync Now</source>
        <translation>立即同步(&amp;S)</translation>
    </message>
    <message>
        <source>team server: not connected</source>
        <translation>团队服务器：未连接</translation>
    </message>
    <message>
        <source>Team Server</source>
        <translation>团队服务器</translation>
    </message>
    <message>
        <source>Connect to the Team Server</source>
        <translation>连接团队服务器</translation>
    </message>
    <message>
        <source>Password for %1 (kept in the system keychain):</source>
        <translation>%1 的密码（保存在系统钥匙串中）：</translation>
    </message>
    <message>
        <source>syncing…</source>
        <translation>正在同步…</translation>
    </message>
    <message>
        <source>synced %1</source>
        <translation>已于 %1 同步</translation>
    </message>
    <message>
        <source>This project is not on a team server yet. The lead puts it on one with Team › Create Team Server…; a member makes their project with Team › Join Team… (docs/team.md).</source>
        <translation>此项目尚未连接团队服务器。负责人通过 团队 › 创建团队服务器… 将其放到服务器上；成员通过 团队 › 加入团队… 创建自己的项目（见 docs/team.md）。</translation>
    </message>
    <message numerus="yes">
        <source> — %n row(s) from the server refused</source>
        <translation>
            <numerusform> — 已拒绝来自服务器的 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>offline (%1) — changes kept locally</source>
        <translation>离线（%1）— 更改保存在本地</translation>
    </message>
    <message>
        <source>System Keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>The system keychain could not keep the team server&apos;s password (%1). Taxonomist remembers it until you quit, and Team › Connect… asks for it again next time; it is written to no file. To keep it for the app and taxonomist-cli alike, put it in ~/.pgpass and leave the password empty.</source>
        <translation>系统钥匙串无法保存团队服务器的密码（%1）。Taxonomist 会记住它直到你退出，下次 团队 › 连接… 时会再次询问；密码不会写入任何文件。若要让本应用和 taxonomist-cli 都能使用它，请将其写入 ~/.pgpass 并将密码留空。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TaxonomyEditorDialog</name>
    <message>
        <source>Show &amp;retired</source>
        <translation>显示已停用(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;tire</source>
        <translation>停用(&amp;T)</translation>
    </message>
    <message>
        <source>Edit Taxonomy</source>
        <translation>编辑分类体系</translation>
    </message>
    <message>
        <source>Retired nodes keep the labels that name them but are offered for no new label</source>
        <translation>已停用的节点保留指向它们的标注，但不再供新的标注选用</translation>
    </message>
    <message>
        <source>Search codes and names…</source>
        <translation>搜索编码和名称…</translation>
    </message>
    <message>
        <source>The taxonomy</source>
        <translation>分类体系</translation>
    </message>
    <message>
        <source>Search the taxonomy</source>
        <translation>搜索分类体系</translation>
    </message>
    <message>
        <source>The chosen node</source>
        <translation>所选节点</translation>
    </message>
    <message>
        <source>What the last change did</source>
        <translation>上一次更改的结果</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>合并到(&amp;M)…</translation>
    </message>
    <message>
        <source>M&amp;ove Under…</source>
        <translation>移动到(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>The code and every label stay as they are.</source>
        <translation>编码和所有标注都保持不变。</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>重命名(&amp;N)</translation>
    </message>
    <message>
        <source>Its labels and decisions go to the node chosen here, and it retires.</source>
        <translation>它的标注和裁定将转到此处选择的节点，它本身将停用。</translation>
    </message>
    <message>
        <source>Search the node to merge into…</source>
        <translation>搜索要合并到的节点…</translation>
    </message>
    <message>
        <source>The node to merge into</source>
        <translation>要合并到的节点</translation>
    </message>
    <message>
        <source>Search the node to merge into</source>
        <translation>搜索要合并到的节点</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Merge Into</source>
        <translation>合并到(&amp;M)</translation>
    </message>
    <message>
        <source>To the &amp;top level (a new type)</source>
        <translation>移到顶层（作为新类型）(&amp;T)</translation>
    </message>
    <message>
        <source>The new parent</source>
        <translation>新的父节点</translation>
    </message>
    <message>
        <source>M&amp;ove</source>
        <translation>移动(&amp;O)</translation>
    </message>
    <message>
        <source>Codes follow the tree, so the node and what is under it get new codes under the new parent; labels go along and the old codes retire.</source>
        <translation>编码随树结构而定，因此该节点及其下的内容会在新的父节点下获得新编码；标注随之转移，旧编码停用。</translation>
    </message>
    <message>
        <source>M&amp;ove Under</source>
        <translation>移动到(&amp;O)</translation>
    </message>
    <message>
        <source>Taxonomy %1, version %2</source>
        <translation>分类体系 %1，版本 %2</translation>
    </message>
    <message>
        <source>The labels could not be counted: %1</source>
        <translation>无法统计标注：%1</translation>
    </message>
    <message>
        <source>Choose a node of the tree to change it.</source>
        <translation>选择树中的一个节点以进行更改。</translation>
    </message>
    <message>
        <source> (retired)</source>
        <translation>（已停用）</translation>
    </message>
    <message>
        <source>%1 labels and %2 decisions name it.</source>
        <translation>有 %1 条标注和 %2 项裁定指向它。</translation>
    </message>
    <message>
        <source>Counting its labels…</source>
        <translation>正在统计其标注…</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>恢复(&amp;T)</translation>
    </message>
    <message>
        <source>Offer it again for new labels</source>
        <translation>重新供新的标注选用</translation>
    </message>
    <message>
        <source>Offer it no more for new labels; its labels stay</source>
        <translation>不再供新的标注选用；其已有标注保留</translation>
    </message>
    <message>
        <source>Choose the node to merge into.</source>
        <translation>请选择要合并到的节点。</translation>
    </message>
    <message>
        <source>%1 labels and %2 decisions move to %3 %4; %5 retires.</source>
        <translation>%1 条标注和 %2 项裁定将转到 %3 %4；%5 将停用。</translation>
    </message>
    <message>
        <source>Choose the new parent, or the top level.</source>
        <translation>请选择新的父节点，或选择顶层。</translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 已在那里。</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>以及另外 %1 个</translation>
    </message>
    <message>
        <source>New codes: %1; the old ones retire.</source>
        <translation>新编码：%1；旧编码停用。</translation>
    </message>
    <message>
        <source>A node needs a name.</source>
        <translation>节点需要名称。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>Retire %1</source>
        <translation>停用 %1</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>恢复 %1</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>将 %1 合并到 %2</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1失败：%2</translation>
    </message>
    <message>
        <source>%1: taxonomy version %2 → %3.</source>
        <translation>%1：分类体系版本 %2 → %3。</translation>
    </message>
    <message>
        <source>New codes: %1.</source>
        <translation>新编码：%1。</translation>
    </message>
    <message>
        <source>%1 labels and %2 decisions carried along.</source>
        <translation>%1 条标注和 %2 项裁定已随之转移。</translation>
    </message>
    <message>
        <source>%1 labels of other members are carried by their own copies at their next sync.</source>
        <translation>其他成员的 %1 条标注将由他们各自的副本在下次同步时转移。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TaxonomyModel</name>
    <message>
        <source>%1 (retired)  %2</source>
        <translation>%1（已停用）  %2</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TaxonomyPicker</name>
    <message>
        <source>Save label</source>
        <translation>保存标注</translation>
    </message>
    <message>
        <source>Type to search codes, names and details…</source>
        <translation>输入以搜索编码、名称和细节…</translation>
    </message>
    <message>
        <source>The symptom, expectation or question intent, in one line</source>
        <translation>用一句话概括症状、期望或提问意图</translation>
    </message>
    <message>
        <source>Why: keyword only in a path, a user name, a non-LLM model…</source>
        <translation>理由：关键词只出现在路径、用户名、非大语言模型中…</translation>
    </message>
    <message>
        <source>Save and go to the next unlabeled issue (Enter)</source>
        <translation>保存并转到下一个未标注问题（Enter）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Recently used</source>
        <translation>最近使用</translation>
    </message>
    <message>
        <source>Memo</source>
        <translation>备忘</translation>
    </message>
    <message>
        <source>What this passage says about the node (the research insight)</source>
        <translation>这段文字对该节点说明了什么（研究洞见）</translation>
    </message>
    <message>
        <source>Code segment</source>
        <translation>编码片段</translation>
    </message>
    <message>
        <source>Code the selected text (or the chosen segment) with this node (Enter)</source>
        <translation>用此节点为选中的文本（或所选片段）编码（Enter）</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>d MMM, HH:mm</source>
        <translation>M月d日 HH:mm</translation>
    </message>
    <message>
        <source>Not labeled yet</source>
        <translation>尚未标注</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Pick a type, theme or sub-theme. Type to search; Enter saves.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;请选择类型、主题或子主题。输入以搜索；按 Enter 保存。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1 details from the study:&lt;/i&gt;&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;研究中的 %1 条细节：&lt;/i&gt;&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;…and %1 more&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;……另有 %1 条&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pick a node of the taxonomy</source>
        <translation>选择分类体系中的节点</translation>
    </message>
    <message>
        <source>Pick a category or mark the issue a false positive</source>
        <translation>选择一个类别，或将问题标为误报</translation>
    </message>
    <message>
        <source>Search the taxonomy</source>
        <translation>搜索分类体系</translation>
    </message>
    <message>
        <source>Filters the tree by code, name and detail; Down moves into the tree</source>
        <translation>按编码、名称和细节筛选树；按 ↓ 进入树</translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation>分类体系</translation>
    </message>
    <message>
        <source>Types, themes and sub-themes; Enter saves the selected one as the label</source>
        <translation>类型、主题和子主题；按 Enter 将所选项保存为标注</translation>
    </message>
    <message>
        <source>Node details</source>
        <translation>节点详情</translation>
    </message>
    <message>
        <source>The selected node&apos;s description and the study&apos;s details for it</source>
        <translation>所选节点的描述及研究中与之相关的细节</translation>
    </message>
    <message>
        <source>Why the issue is a false positive</source>
        <translation>该问题为何是误报</translation>
    </message>
    <message>
        <source>Saves the label and goes to the next unlabeled issue</source>
        <translation>保存标注并转到下一个未标注问题</translation>
    </message>
    <message>
        <source>Recently used: %1 %2</source>
        <translation>最近使用：%1 %2</translation>
    </message>
    <message>
        <source>The node that Enter saves as the label</source>
        <translation>按 Enter 时保存为标注的节点</translation>
    </message>
    <message>
        <source>Enter saves: %1</source>
        <translation>按 Enter 保存：%1</translation>
    </message>
    <message>
        <source>Enter saves: nothing chosen yet</source>
        <translation>按 Enter 保存：尚未选择</translation>
    </message>
    <message>
        <source>&amp;Unsure of this label</source>
        <translation>对此标注不确定(&amp;U)</translation>
    </message>
    <message>
        <source>Mark the label unsure: the lead sees it in the queue and can filter for it</source>
        <translation>将标注标记为不确定：负责人会在队列中看到并可按此筛选</translation>
    </message>
    <message>
        <source>Unsure of this label</source>
        <translation>对此标注不确定</translation>
    </message>
    <message>
        <source>A note for the lead: what made you hesitate</source>
        <translation>写给负责人的备注：是什么让你犹豫</translation>
    </message>
    <message>
        <source>Comment for the lead</source>
        <translation>给负责人的备注</translation>
    </message>
    <message>
        <source>Saved with the label; the lead sees it beside your vote</source>
        <translation>与标注一同保存；负责人会在你的投票旁看到它</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>备注(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Not LLM-related (false positive)</source>
        <translation>与大语言模型无关（误报）(&amp;N)</translation>
    </message>
    <message>
        <source>Enter saves: a false positive (not LLM-related)</source>
        <translation>按 Enter 保存：误报（与大语言模型无关）</translation>
    </message>
    <message>
        <source>Enter saves: a false positive (not LLM-related), with %1</source>
        <translation>按 Enter 保存：误报（与大语言模型无关），附带 %1</translation>
    </message>
    <message>
        <source>A short code of your own, when no node fits</source>
        <translation>没有合适节点时，自己填写的简短编码</translation>
    </message>
    <message>
        <source>Open code</source>
        <translation>开放编码</translation>
    </message>
    <message>
        <source>Your own short code for the issue, saved instead of a node or beside it; the lead sorts the open codes into the taxonomy</source>
        <translation>你为该问题填写的简短编码，可代替节点或与节点一同保存；负责人会将开放编码归入分类体系</translation>
    </message>
    <message>
        <source>Your own short code for the issue (Alt+O, Ctrl+Shift+O); the lead sorts the open codes into the taxonomy</source>
        <translation>你为该问题填写的简短编码（Alt+O、Ctrl+Shift+O）；负责人会将开放编码归入分类体系</translation>
    </message>
    <message>
        <source>&amp;Open code</source>
        <translation>开放编码(&amp;O)</translation>
    </message>
    <message>
        <source>Enter saves: the open code “%1”</source>
        <translation>按 Enter 保存：开放编码“%1”</translation>
    </message>
    <message>
        <source>Enter saves: %1, with the open code “%2”</source>
        <translation>按 Enter 保存：%1，附开放编码“%2”</translation>
    </message>
    <message>
        <source>This project has no taxonomy yet.</source>
        <translation>此项目尚无分类体系。</translation>
    </message>
    <message>
        <source>Write an open code of your own — a few words for what the issue is about — and a one-line summary; Enter saves. The lead sorts the open codes into the taxonomy, and later issues are labelled with it.</source>
        <translation>请自己填写一个开放编码——用几个词说明该问题的内容——以及一行摘要；按 Enter 保存。负责人会将开放编码归入分类体系，之后的问题将按其进行标注。</translation>
    </message>
    <message>
        <source>Pick a category, write an open code or mark the issue a false positive</source>
        <translation>选择一个类别、填写开放编码或将问题标记为误报</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TeamActions</name>
    <message>
        <source>&amp;Export My Changes…</source>
        <translation>导出我的更改(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Merge Changes…</source>
        <translation>合并更改(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Team…</source>
        <translation>团队(&amp;T)…</translation>
    </message>
    <message>
        <source>Write what you changed since your last export to a file for the lead</source>
        <translation>将上次导出以来你做的更改写入文件，交给负责人</translation>
    </message>
    <message>
        <source>Merge change files from volunteers (or the lead&apos;s update) into this project</source>
        <translation>将志愿者的更改文件（或负责人的更新）合并到本项目</translation>
    </message>
    <message>
        <source>The team: volunteers, the lead, packages</source>
        <translation>团队：志愿者、负责人、工作包</translation>
    </message>
    <message>
        <source>Export My Changes</source>
        <translation>导出我的更改</translation>
    </message>
    <message>
        <source>Taxonomist change files (*.changes)</source>
        <translation>Taxonomist 更改文件 (*.changes)</translation>
    </message>
    <message>
        <source>Merging %1 change file(s)…</source>
        <translation>正在合并 %1 个更改文件…</translation>
    </message>
    <message>
        <source>Nothing was merged.</source>
        <translation>没有合并任何内容。</translation>
    </message>
    <message>
        <source>Merge Changes</source>
        <translation>合并更改</translation>
    </message>
    <message>
        <source>

Nothing was stored.</source>
        <translation>

没有保存任何内容。</translation>
    </message>
    <message>
        <source>Merged: %1 labels added, %2 changed, %3 conflicts.</source>
        <translation>已合并：新增 %1 个标注，修改 %2 个，冲突 %3 个。</translation>
    </message>
    <message>
        <source>Merged %1 file(s):
</source>
        <translation>已合并 %1 个文件：
</translation>
    </message>
    <message>
        <source>Exporting your changes…</source>
        <translation>正在导出你的更改…</translation>
    </message>
    <message>
        <source>Nothing was exported.</source>
        <translation>没有导出任何内容。</translation>
    </message>
    <message>
        <source>Wrote %1&apos;s changes to %2: %3 labels, %4 votes, %5 proposals%6.</source>
        <translation>已将 %1 的更改写入 %2：%3 个标注、%4 张投票、%5 项提议%6。</translation>
    </message>
    <message>
        <source>, %1 final labels, %2 assignments</source>
        <translation>、%1 个最终标注、%2 项分配</translation>
    </message>
    <message>
        <source>
Send the file to the lead, who merges it (File › Merge Changes…).</source>
        <translation>
请将该文件发给负责人，由其合并（文件 › 合并更改…）。</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TeamDialog</name>
    <message>
        <source>Add &amp;Volunteer</source>
        <translation>添加志愿者(&amp;V)</translation>
    </message>
    <message>
        <source>Add as &amp;Lead</source>
        <translation>添加为负责人(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Rename Selected</source>
        <translation>重命名所选(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Make Selected the Lead</source>
        <translation>将所选设为负责人(&amp;M)</translation>
    </message>
    <message>
        <source>Re&amp;move Selected</source>
        <translation>移除所选(&amp;O)</translation>
    </message>
    <message>
        <source>Make &amp;Package…</source>
        <translation>制作工作包(&amp;P)…</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>Volunteers label, each in a column of their own (Label1, Label2, … in every framework&apos;s export). The lead decides final labels and labels only when also a volunteer. A member who holds labels stays on the team.</source>
        <translation>志愿者各自在自己的列中标注（每个框架导出中的 Label1、Label2……）。负责人裁定最终标注，只有同时也是志愿者时才参与标注。已有标注的成员会保留在团队中。</translation>
    </message>
    <message>
        <source>Name to add, or the selected member&apos;s new name</source>
        <translation>要添加的名字，或所选成员的新名字</translation>
    </message>
    <message>
        <source>This is a volunteer&apos;s package: the lead manages the team in the lead&apos;s project.</source>
        <translation>这是志愿者的工作包：团队由负责人在其项目中管理。</translation>
    </message>
    <message>
        <source>The project is open read-only.</source>
        <translation>项目以只读方式打开。</translation>
    </message>
    <message>
        <source>%1 joined as the volunteer of Label%2, in every framework&apos;s export.</source>
        <translation>%1 已作为 Label%2 的志愿者加入，对应每个框架的导出。</translation>
    </message>
    <message>
        <source>%1 joined as the lead.</source>
        <translation>%1 已作为负责人加入。</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 已更名为 %2。</translation>
    </message>
    <message>
        <source>%1 is the lead.</source>
        <translation>%1 是负责人。</translation>
    </message>
    <message>
        <source>Remove from the team</source>
        <translation>从团队中移除</translation>
    </message>
    <message>
        <source>Remove %1 from the team? Their assignments go too.</source>
        <translation>将 %1 从团队中移除？其分配的任务也将一并删除。</translation>
    </message>
    <message>
        <source>%1 left the team.</source>
        <translation>%1 已离开团队。</translation>
    </message>
    <message>
        <source>Package for %1</source>
        <translation>%1 的工作包</translation>
    </message>
    <message>
        <source>Taxonomist projects (*.taxonomist)</source>
        <translation>Taxonomist 项目 (*.taxonomist)</translation>
    </message>
    <message>
        <source>Making %1&apos;s package…</source>
        <translation>正在制作 %1 的工作包…</translation>
    </message>
    <message>
        <source>Wrote %1&apos;s package to %2: %3 issues, %4 of their labels. They open it in Taxonomist and send back File › Export My Changes…</source>
        <translation>已将 %1 的工作包写入 %2：%3 个问题、%4 个其本人的标注。对方在 Taxonomist 中打开后，通过 文件 › 导出我的更改… 发回。</translation>
    </message>
    <message>
        <source>Team members</source>
        <translation>团队成员</translation>
    </message>
    <message>
        <source>Each member&apos;s role, export column, labels and assignments</source>
        <translation>每位成员的角色、导出列、标注数与分配的任务</translation>
    </message>
    <message>
        <source>Member name</source>
        <translation>成员名字</translation>
    </message>
    <message>
        <source>A project file for the selected volunteer: their assigned issues (every issue while nobody has been assigned any), the taxonomy and their own labels, nothing of anyone else&apos;s</source>
        <translation>为所选志愿者生成的项目文件：包含其分配到的问题（尚无人分配问题时为全部问题）、分类体系及其本人的标注，不含其他任何人的内容</translation>
    </message>
    <message>
        <source>&amp;Assign…</source>
        <translation>分配(&amp;A)…</translation>
    </message>
    <message>
        <source>Who labels what: every issue to every volunteer, or K per issue; previewed before anything changes</source>
        <translation>谁标注哪些问题：每个问题分配给每位志愿者，或每个问题分配 K 位志愿者；做出任何更改之前会先预览</translation>
    </message>
    <message>
        <source>Make Package</source>
        <translation>制作工作包</translation>
    </message>
    <message>
        <source>%1 has no assigned issues while other volunteers have: the package would hold only the issues %1 labelled. Make it anyway? (Assign… gives them work first.)</source>
        <translation>其他志愿者都有分配的问题，而 %1 没有：工作包将只包含 %1 已标注的问题。仍要制作吗？（可先通过“分配…”为其分配任务。）</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TeamProgressModel</name>
    <message>
        <source>%1 (Label%2)</source>
        <translation>%1（Label%2）</translation>
    </message>
    <message>
        <source>nothing assigned</source>
        <translation>未分配任务</translation>
    </message>
    <message>
        <source>no recent labels</source>
        <translation>最近没有标注</translation>
    </message>
    <message>
        <source>Volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>剩余</translation>
    </message>
    <message>
        <source>Labels/day (14 days)</source>
        <translation>标注数/天（14 天）</translation>
    </message>
    <message>
        <source>Projected finish</source>
        <translation>预计完成</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::TeamTableModel</name>
    <message>
        <source>Label%1</source>
        <translation>Label%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Export column</source>
        <translation>导出列</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标注数</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>已分配</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::VolunteerLabelModel</name>
    <message>
        <source>false positive</source>
        <translation>误报</translation>
    </message>
    <message>
        <source>false positive: </source>
        <translation>误报：</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>Volunteer</source>
        <translation>志愿者</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Labelled</source>
        <translation>标注时间</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::WidgetDialogService</name>
    <message>
        <source>Taxonomist projects (*.taxonomist *.sqlite *.db);;All files (*)</source>
        <translation>Taxonomist 项目 (*.taxonomist *.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Untitled.taxonomist</source>
        <translation>未命名.taxonomist</translation>
    </message>
    <message>
        <source>Who is labeling?</source>
        <translation>由谁标注？</translation>
    </message>
    <message>
        <source>Pick your name from the team. Someone new can type their name: you are asked before they join as a volunteer.
You see only your own labels.</source>
        <translation>请从团队中选择你的名字。新成员可以输入自己的名字：加入为志愿者之前会先征求你的确认。
你只能看到自己的标注。</translation>
    </message>
    <message>
        <source>Go to Issue</source>
        <translation>转到问题</translation>
    </message>
    <message>
        <source>Issue URL:</source>
        <translation>问题 URL：</translation>
    </message>
    <message>
        <source>Import Study — pick the repository or its &quot;Issue Report&quot; folder</source>
        <translation>导入研究数据 — 请选择仓库或其中的“Issue Report”文件夹</translation>
    </message>
    <message>
        <source>Join the team?</source>
        <translation>加入团队？</translation>
    </message>
    <message>
        <source>%1 is not on this project&apos;s team.

Add %1 as a volunteer? They get the column Label%2 in every framework&apos;s export, and agreement counts them as a rater.</source>
        <translation>%1 不在本项目的团队中。

将 %1 添加为志愿者？其在每个框架的导出中对应 Label%2 列，计算一致性时也将其计为评分者。</translation>
    </message>
    <message>
        <source>Merge Changes</source>
        <translation>合并更改</translation>
    </message>
    <message>
        <source>Taxonomist change files (*.changes);;All files (*)</source>
        <translation>Taxonomist 更改文件 (*.changes);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::WidgetExport</name>
    <message>
        <source>cannot write the image</source>
        <translation>无法写入图片</translation>
    </message>
    <message>
        <source>Exported from Taxonomist</source>
        <translation>由 Taxonomist 导出</translation>
    </message>
    <message>
        <source>cannot write the drawing</source>
        <translation>无法写入矢量图</translation>
    </message>
</context>
<context>
    <name>taxonomist::ui::Workbench</name>
    <message>
        <source>no such issue</source>
        <translation>没有该问题</translation>
    </message>
    <message>
        <source>false positive</source>
        <translation>误报</translation>
    </message>
    <message>
        <source>Label %1#%2 as %3</source>
        <translation>将 %1#%2 标注为 %3</translation>
    </message>
    <message>
        <source>Not saved: </source>
        <translation>未保存：</translation>
    </message>
    <message>
        <source>open: %1</source>
        <comment>an open code, as the label column shows it</comment>
        <translation>开放编码：%1</translation>
    </message>
</context>
</TS>
