<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
        <source>Type to search the taxonomy · ↑ ↓ move · → descend · Tab to the summary
Enter saves the label and opens the next unlabeled issue
Alt+N not LLM-related (false positive) · Alt+U unsure · Alt+C comment · F1 the codebook at the selected node
Ctrl+J / Ctrl+K next / previous issue · Ctrl+U next unlabeled
Ctrl+L go to URL · Ctrl+T search the taxonomy · Ctrl+F find in the issue · Ctrl+Shift+F search all issues
Ctrl+Z / Ctrl+Shift+Z undo / redo the last label, wherever the focus is
Ctrl+Shift+I the interview workbench: select text, type to search, Enter codes it
Ctrl+Shift+S screening: K keep, F false positive (with the reason), B back</source>
        <translation>输入文字以搜索分类体系 · ↑ ↓ 移动 · → 进入下一级 · Tab 转到摘要
Enter 保存标注并打开下一个未标注问题
Alt+N 与大语言模型无关（误报） · Alt+U 不确定 · Alt+C 备注 · F1 查看所选节点在编码本中的说明
Ctrl+J / Ctrl+K 下一个 / 上一个问题 · Ctrl+U 下一个未标注问题
Ctrl+L 转到 URL · Ctrl+T 搜索分类体系 · Ctrl+F 在问题中查找 · Ctrl+Shift+F 搜索全部问题
Ctrl+Z / Ctrl+Shift+Z 撤销 / 重做上一个标注，无论焦点在何处
Ctrl+Shift+I 访谈工作台：选中文本，输入以搜索，按 Enter 进行编码
Ctrl+Shift+S 筛查：K 保留，F 误报（附理由），B 返回</translation>
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
</context>
</TS>
